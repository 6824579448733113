import { hashToken } from '../../platform/auth/token-hash.ts';
import { findTenantRecord } from '../../platform/auth/tenant-scope.repo.ts';
import type { TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { ClientInfo } from '../../platform/http/client-info.ts';
import { assertFeatureOn } from '../feature-settings/feature-settings.service.ts';
import type { RequestThrottle } from '../registration/request-throttle.service.ts';
import { linkExpired, linkInvalid, linkRevoked, linkUsedUp } from './upload-link-errors.ts';
import { statusOf } from './upload-link.presenter.ts';
import { findLinkByTokenHash, type UploadLinkRow } from './upload-links.repo.ts';

/** Unknown tokens, per IP: a guessing client is refused (429) long before it could find one. */
export const UPLOAD_LINK_THROTTLE = { bucket: 'upload-link', limit: 20, windowMinutes: 15 };
/** Codes asked for, per IP (each one is an e-mail), and per link (however many addresses ask). */
export const UPLOAD_LINK_CODE_THROTTLE = { bucket: 'upload-link-code', limit: 10, windowMinutes: 15 };
export const UPLOAD_LINK_CODES_PER_LINK = { bucket: 'upload-link-code-link', limit: 30, windowMinutes: 15 };
/** Wrong codes, per IP (each code also allows only UPLOAD_LINK_CODE_TRIES tries). */
export const UPLOAD_LINK_VERIFY_THROTTLE = { bucket: 'upload-link-verify', limit: 20, windowMinutes: 15 };
/** Files sent, per IP: more than any one person sends through links in a quarter of an hour. */
export const UPLOAD_LINK_FILES_THROTTLE = { bucket: 'upload-link-files', limit: 300, windowMinutes: 15 };
export const UPLOAD_LINK_CODE_TRIES = 5;

export type OpenLink = { link: UploadLinkRow; tenant: TenantRecord };

/**
 * The token is the credential: one company, one folder or request, an expiry, limits, a revocation. Checked the
 * same way at every public step, after the per-IP throttle and before anything is read for the caller:
 * unknown (or a company made In-active) → 404 UPLOAD_LINK_INVALID, counted against the IP; revoked, used up,
 * expired (or its request closed) → 410 with its own code. Then the firm's switch for client uploads, which
 * governs this way in too (403 FEATURE_DISABLED).
 */
export function createUploadLinkAccess(deps: { db: Db; throttle: RequestThrottle }) {
  const { db, throttle } = deps;
  return {
    async open(token: string, client: ClientInfo): Promise<OpenLink> {
      await throttle.guard(UPLOAD_LINK_THROTTLE, client.ip);
      const link = await findLinkByTokenHash(db, hashToken(token));
      const tenant = link ? await findTenantRecord(db, link.tenant_id) : undefined;
      if (!link || tenant?.status !== 1) {
        await throttle.record(UPLOAD_LINK_THROTTLE, client.ip);
        throw linkInvalid();
      }
      const status = statusOf(link);
      if (status === 'revoked') throw linkRevoked();
      if (status === 'used_up') throw linkUsedUp();
      if (status === 'expired') throw linkExpired();
      await assertFeatureOn(db, 'CLIENT_FILE_UPLOAD');
      return { link, tenant };
    },
  };
}
export type UploadLinkAccess = ReturnType<typeof createUploadLinkAccess>;
