import type { Db } from '../../db/schema.ts';
import type { Access } from '../access.ts';
import { readEnrolmentState } from './factors.repo.ts';
import { readMfaPolicy } from './mfa-policy.repo.ts';

/** Whether the firm requires a second factor of this user (staff or clients setting). */
export async function mfaRequiredFor(db: Db, access: Pick<Access, 'audience'>): Promise<boolean> {
  const policy = await readMfaPolicy(db);
  return access.audience === 'staff' ? policy.staff_mfa_required : policy.client_mfa_required;
}

/**
 * The firm requires a second factor of this user and they have none: their session reaches only enrolment.
 * Worked out on every request rather than stored on the session, so turning the policy on (or a SuperAdmin's
 * reset) takes effect at once for sessions already open.
 */
export async function mfaEnrolmentPending(db: Db, access: Pick<Access, 'audience' | 'userId'>): Promise<boolean> {
  const state = await readEnrolmentState(db, access.userId, access.audience);
  return state.required && !state.hasFactor;
}
