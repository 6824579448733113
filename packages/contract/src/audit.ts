import { z } from 'zod';
import { ZPageQuery, zPage } from './pagination.ts';

/** What the audit trail records (issue 4): every upload, preview, download and folder listing. */
/** FEATURE_SETTING_CHANGE: a feature setting edited or switched (target `feature:<KEY>`, detail what changed). */
export const AUDIT_ACTIONS = [
  'FILE_UPLOAD',
  'FILE_PREVIEW',
  'FILE_DOWNLOAD',
  'FOLDER_LIST',
  'FEATURE_SETTING_CHANGE',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;
/** OK: done; DENIED: refused (permission, tenant boundary, unsafe path); FAILED: an error on our side or the storage's. */
export const ZAuditResult = z.enum(['OK', 'DENIED', 'FAILED']);
export type TAuditResult = z.infer<typeof ZAuditResult>;

/** One field's value before or after a change, as the trail keeps it (secrets are never recorded, only "changed"). */
export const ZAuditChangeValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
/** What a change changed: field → its value before and after. Only the fields that differ are listed. */
export const ZAuditChanges = z.record(z.string(), z.object({ from: ZAuditChangeValue, to: ZAuditChangeValue }));
export type TAuditChanges = z.infer<typeof ZAuditChanges>;

export const ZAuditEvent = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  action: ZAuditAction,
  result: ZAuditResult,
  actor: z.object({ uuid: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  tenant: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  /** The file or folder path from the tenant root. */
  target: z.string(),
  ip: z.string().nullable(),
  /** The browser or program that made the request, as it named itself. */
  user_agent: z.string().nullable(),
  /** Why a DENIED or FAILED happened, as a stable code (e.g. NOT_FOUND, PATH_REFUSED). */
  detail: z.string().nullable(),
  /** For a change: each field that changed, before → after. */
  changes: ZAuditChanges.nullable(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

/** GET /audit (and /audit/export.csv with the same filters): staff with 'view audit trail'. Dates are inclusive days. */
export const ZAuditQuery = ZPageQuery.extend({
  tenant_uuid: z.uuid().optional(),
  user_uuid: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  action: ZAuditAction.optional(),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;
export const ZAuditPage = zPage(ZAuditEvent);
export type TAuditPage = z.infer<typeof ZAuditPage>;
