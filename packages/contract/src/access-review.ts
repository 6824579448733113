import { z } from 'zod';
import { zPage, ZPageQuery } from './pagination.ts';

/** A user counts as inactive after this many days without signing in (the access review highlights them). */
export const INACTIVE_AFTER_DAYS = 90;

/**
 * GET /access-review: every user of the portal for the firm's Qualified Individual (FTC Safeguards Rule
 * 314.4(c)(1): review who can reach customer information). Least recently signed-in first, never-signed-in
 * first of all. 'view audit trail' firm-wide.
 */
export const ZAccessReviewQuery = ZPageQuery.extend({
  kind: z.enum(['staff', 'client']).optional(),
  /** Only those who have not signed in for INACTIVE_AFTER_DAYS days (or never). */
  inactive: z.enum(['true', 'false']).optional(),
});
export type TAccessReviewQuery = z.input<typeof ZAccessReviewQuery>;

export const ZAccessReviewEntry = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  kind: z.enum(['staff', 'client']),
  status: z.enum(['ACTIVE', 'INVITED', 'DISABLED']),
  /** Firm roles, or "Role at Company" for each company the client belongs to (the CSV's words). */
  roles: z.array(z.string()),
  tenants: z.array(z.string()),
  /** A client's role in each company, apart: the screen names the role in the reader's language. */
  memberships: z.array(z.object({ role: z.string(), tenant: z.string() })),
  last_sign_in_at: z.iso.datetime().nullable(),
  inactive: z.boolean(),
  /** Has a second factor (authenticator app or passkey). */
  mfa: z.boolean(),
});
export type TAccessReviewEntry = z.infer<typeof ZAccessReviewEntry>;
export const ZAccessReviewPage = zPage(ZAccessReviewEntry);
export type TAccessReviewPage = z.infer<typeof ZAccessReviewPage>;
