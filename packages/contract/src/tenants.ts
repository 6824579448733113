import { z } from 'zod';
import { ZPageQuery } from './pagination.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

export const ROOT_DIRECTORY_TYPES = ['LOCAL_FOLDER', 'AWS_S3'] as const;
export const ZRootDirectoryType = z.enum(ROOT_DIRECTORY_TYPES);
export type TRootDirectoryType = z.infer<typeof ZRootDirectoryType>;

/** Tenant list default page size (spec §9). */
export const TENANTS_PER_PAGE = 50;

// A local root is one plain folder name under the storage root: no separators, no dot-only names.
const LOCAL_FOLDER = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,62}$/;
// An S3 root is `bucket` or `bucket/prefix/...`, with S3's bucket naming rules and plain prefix segments.
const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Why a root directory is unacceptable, or undefined when it is fine. Shared by the form and the server
 * (which never trusts the form): traversal, absolute paths, backslashes and encoded characters are refused.
 */
export function rootDirectoryProblem(type: TRootDirectoryType, value: string): string | undefined {
  if (value.includes('..') || value.includes('\\') || value.includes('%') || value.includes('\0')) {
    return VALIDATION_MESSAGES.rootDirectoryUnsafe;
  }
  if (type === 'LOCAL_FOLDER') {
    return LOCAL_FOLDER.test(value) && !value.endsWith('.') && !value.endsWith(' ')
      ? undefined
      : VALIDATION_MESSAGES.rootDirectoryLocalFolder;
  }
  const [bucket = '', ...prefix] = value.split('/');
  if (!S3_BUCKET.test(bucket)) return VALIDATION_MESSAGES.rootDirectoryS3Bucket;
  if (prefix.some((segment) => !S3_SEGMENT.test(segment))) return VALIDATION_MESSAGES.rootDirectoryS3Prefix;
  return undefined;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

const tenantFields = {
  name: z.string().trim().min(1, VALIDATION_MESSAGES.nameRequired).max(200),
  root_directory: z.string().trim().min(1, VALIDATION_MESSAGES.rootDirectoryRequired).max(255),
  root_directory_type: ZRootDirectoryType.default('LOCAL_FOLDER'),
  /** Rich text from the editor; the server keeps only simple formatting (see tenants/rich-text.ts). */
  address_line_1: optionalText(2000),
  address_line_2: optionalText(2000),
  city: optionalText(120),
  state: optionalText(120),
  country: optionalText(120),
  zipcode: optionalText(20),
  timezone: optionalText(64),
  primary_contact_name: optionalText(200),
  primary_contact_email: z.email(VALIDATION_MESSAGES.primaryContactEmailRequired).max(254),
  primary_contact_phone_mobile: optionalText(40),
  primary_contact_phone_office: optionalText(40),
  primary_contact_fax: optionalText(40),
  /**
   * The staff member who looks after the client (issue 16): an active staff user, else 400 on this field.
   * Null: nobody. Left out of an update: unchanged.
   */
  responsible_staff_uuid: z.uuid(VALIDATION_MESSAGES.responsibleStaffInvalid).nullable().optional(),
};

/** An IANA zone such as America/New_York, as this runtime (browser or server) knows it. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

type TCrossChecked = { root_directory: string; root_directory_type: TRootDirectoryType; timezone: string | null };
const crossFieldChecks = (value: TCrossChecked, ctx: z.RefinementCtx) => {
  const problem = rootDirectoryProblem(value.root_directory_type, value.root_directory);
  if (problem) ctx.addIssue({ code: 'custom', path: ['root_directory'], message: problem });
  if (value.timezone && !isTimeZone(value.timezone)) {
    ctx.addIssue({ code: 'custom', path: ['timezone'], message: VALIDATION_MESSAGES.timezoneUnknown });
  }
};

export const ZCreateTenantRequest = z.strictObject(tenantFields).superRefine(crossFieldChecks);
export type TCreateTenantRequest = z.input<typeof ZCreateTenantRequest>;
export type TCreateTenantCommand = z.output<typeof ZCreateTenantRequest>;

export const ZUpdateTenantRequest = z
  .strictObject({ ...tenantFields, status: z.union([z.literal(0), z.literal(1)]) })
  .superRefine(crossFieldChecks);
export type TUpdateTenantRequest = z.input<typeof ZUpdateTenantRequest>;
export type TUpdateTenantCommand = z.output<typeof ZUpdateTenantRequest>;

export const ZTenant = z.object({
  uuid: z.uuid(),
  name: z.string(),
  root_directory: z.string(),
  root_directory_type: ZRootDirectoryType,
  /** 1 is Active, anything else In-active (spec §3). */
  status: z.number().int(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  zipcode: z.string().nullable(),
  timezone: z.string().nullable(),
  primary_contact_name: z.string().nullable(),
  primary_contact_email: z.string().nullable(),
  primary_contact_phone_mobile: z.string().nullable(),
  primary_contact_phone_office: z.string().nullable(),
  primary_contact_fax: z.string().nullable(),
  responsible_staff_uuid: z.uuid().nullable(),
  /** The responsible staff member's name (null: nobody assigned). */
  responsible_staff_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type TTenant = z.infer<typeof ZTenant>;

export const ZTenantIdParams = z.strictObject({ tenantId: z.uuid() });

/**
 * Whose clients a staff list shows: `mine` (the caller's), a staff member's uuid, or `none` (nobody assigned).
 * Taken by GET /tenants, the firm-wide sales-tax and payroll lists and the dashboard's overdue requests.
 */
export const ZResponsibleFilter = z.union([z.literal('mine'), z.literal('none'), z.uuid()]);
export type TResponsibleFilter = z.infer<typeof ZResponsibleFilter>;

export const ZTenantListQuery = ZPageQuery.extend({ responsible: ZResponsibleFilter.optional() });
export type TTenantListQuery = z.infer<typeof ZTenantListQuery>;

export const MAX_ASSIGN_TENANTS = 1000;

/** POST /tenants/assign ('update tenant'): one staff member (null: nobody) for up to 1000 tenants; audited per tenant. */
export const ZAssignTenantsRequest = z.strictObject({
  tenant_ids: z.array(z.uuid()).min(1, VALIDATION_MESSAGES.noTenantsChosen).max(MAX_ASSIGN_TENANTS),
  staff_id: z.uuid(VALIDATION_MESSAGES.responsibleStaffInvalid).nullable(),
});
export type TAssignTenantsRequest = z.infer<typeof ZAssignTenantsRequest>;
/** How many of the tenants changed hands (those already assigned to that person are left as they are). */
export const ZAssignTenantsResult = z.object({ assigned: z.number().int(), unchanged: z.number().int() });
export type TAssignTenantsResult = z.infer<typeof ZAssignTenantsResult>;

/** GET /tenants/responsible-staff ('view tenant'): the active staff members a tenant can be assigned to. */
export const ZStaffMemberOption = z.object({ uuid: z.uuid(), name: z.string(), email: z.string() });
export type TStaffMemberOption = z.infer<typeof ZStaffMemberOption>;
export const ZStaffMemberOptions = z.object({ data: z.array(ZStaffMemberOption) });
