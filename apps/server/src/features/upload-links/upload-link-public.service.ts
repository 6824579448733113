import {
  DEFAULT_FIRM_NAME,
  UPLOAD_LINK_CODE_MINUTES,
  UPLOAD_LINK_GRANT_MINUTES,
  VALIDATION_MESSAGES,
  type TLocale,
  type TUploadLinkGrant,
  type TUploadLinkPage,
  type TUploadLinkReceipt,
} from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { anonymousActor, type Audited } from '../../platform/audit/audited.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/http/client-info.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import type { IncomingFile, LinkUploads } from '../files/link-uploads.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RequestThrottle } from '../registration/request-throttle.service.ts';
import type { RequestLinkUploads } from '../requests/request-link-uploads.service.ts';
import {
  UPLOAD_LINK_CODE_THROTTLE,
  UPLOAD_LINK_CODE_TRIES,
  UPLOAD_LINK_CODES_PER_LINK,
  UPLOAD_LINK_FILES_THROTTLE,
  UPLOAD_LINK_VERIFY_THROTTLE,
  type OpenLink,
  type UploadLinkAccess,
} from './upload-link-access.ts';
import type { UploadLinkCodes } from './upload-link-code.ts';
import { codeInvalid, codeRequired, linkExpired, linkUsedUp } from './upload-link-errors.ts';
import type { UploadGrants } from './upload-link-grant.ts';
import { countFile, insertCode, takeCodeTry, useCode } from './upload-links.repo.ts';

export type LinkFileRequest = {
  /** The UPLOAD_GRANT_HEADER's value, when sent. */
  grant: string | undefined;
  isMultipart: boolean;
  declaredBytes: number | undefined;
  nextFile: () => Promise<IncomingFile | undefined>;
};

const normalEmail = (email: string) => email.trim().toLowerCase();
const left = ({ link }: OpenLink) => ({
  files: link.max_files - link.files_received,
  bytes: Number(link.max_total_bytes) - Number(link.bytes_received),
});

/**
 * The holder's side of an upload link (no session): the page's facts, the e-mailed code and its check (→ a
 * grant), and the files. Nothing here lists files or says whether an address has an account.
 */
export function createUploadLinkPublicService(deps: {
  db: Db;
  log: FastifyBaseLogger;
  audited: Audited;
  access: UploadLinkAccess;
  throttle: RequestThrottle;
  codes: UploadLinkCodes;
  grants: UploadGrants;
  mail: MailQueue;
  linkUploads: LinkUploads;
  requests: RequestLinkUploads;
  notifications: Pick<NotificationsService, 'notifyStaffOfUpload'>;
  maxFileBytes: number;
}) {
  const { db, audited, access, throttle, codes, grants, mail, linkUploads, requests } = deps;

  /** Who sends: the address the grant proves, where the link asks for a check (else nobody in particular). */
  async function senderOf(open: OpenLink, grant: string | undefined): Promise<string | null> {
    if (!open.link.require_email_code) return null;
    const proved = grant ? await grants.verify(grant) : undefined;
    if (!proved || proved.linkId !== open.link.id) throw codeRequired();
    return proved.email;
  }

  return {
    async page(token: string, client: ClientInfo): Promise<TUploadLinkPage> {
      const open = await access.open(token, client);
      const { link, tenant } = open;
      const branding = await readFirmBranding(db);
      const still = left(open);
      return {
        firm_name: branding?.firm_name ?? DEFAULT_FIRM_NAME,
        company_name: tenant.name,
        label: link.label,
        purpose: link.request_id
          ? { kind: 'request', title: link.request_title ?? '', description: link.request_description ?? '' }
          : { kind: 'folder', folder: link.folder },
        expires_at: link.expires_at.toISOString(),
        needs_email_code: link.require_email_code,
        files_left: still.files,
        bytes_left: still.bytes,
        max_file_bytes: Math.min(deps.maxFileBytes, still.bytes),
      };
    },

    /**
     * A code to the address typed, in the language asked. The answer is the same whatever the address (and for
     * a link that asks for none, which sends nothing): it reveals nothing about who has an account.
     */
    async sendCode(token: string, client: ClientInfo, body: { email: string; locale?: TLocale | undefined }) {
      await throttle.take(UPLOAD_LINK_CODE_THROTTLE, client.ip);
      const open = await access.open(token, client);
      const answer = { sent: true as const, expires_in_minutes: UPLOAD_LINK_CODE_MINUTES };
      if (!open.link.require_email_code) return answer;
      const target = `upload-link:${open.link.id}`;
      const subject = { action: 'UPLOAD_LINK_CODE_SENT', tenantId: open.tenant.id, target } as const;
      await audited(anonymousActor(client), subject, async (scope) => {
        await throttle.take(UPLOAD_LINK_CODES_PER_LINK, `upload-link:${open.link.id}`);
        const email = normalEmail(body.email);
        const code = codes.generate();
        const codeHash = codes.hash(open.link.id, email, code);
        await db.transaction().execute(async (trx) => {
          await insertCode(trx, {
            linkId: open.link.id,
            email,
            codeHash,
            expiresAt: new Date(Date.now() + UPLOAD_LINK_CODE_MINUTES * 60_000),
          });
          await mail.enqueue(trx, {
            to: email,
            locale: body.locale ?? 'en',
            template: 'upload-link-code',
            vars: { companyName: open.tenant.name, code, expiresInMinutes: UPLOAD_LINK_CODE_MINUTES },
            idempotencyKey: `upload-link-code:${open.link.id}:${codeHash.slice(0, 24)}`,
          });
          await scope.recordIn(trx);
        });
        mail.wake();
      });
      return answer;
    },

    /** The code for this address: a grant for UPLOAD_LINK_GRANT_MINUTES. Wrong, expired or used: one answer. */
    async verify(token: string, client: ClientInfo, body: { email: string; code: string }): Promise<TUploadLinkGrant> {
      await throttle.guard(UPLOAD_LINK_VERIFY_THROTTLE, client.ip);
      const open = await access.open(token, client);
      const target = `upload-link:${open.link.id}`;
      const subject = { action: 'UPLOAD_LINK_VERIFY', tenantId: open.tenant.id, target } as const;
      return audited(anonymousActor(client), subject, async (scope) => {
        const email = normalEmail(body.email);
        if (!open.link.require_email_code) throw codeInvalid();
        const attempt = await takeCodeTry(db, open.link.id, email, UPLOAD_LINK_CODE_TRIES);
        const right = attempt !== undefined && codes.matches(attempt.code_hash, open.link.id, email, body.code.trim());
        if (!right || !(await useCode(db, attempt.id))) {
          await throttle.record(UPLOAD_LINK_VERIFY_THROTTLE, client.ip);
          throw codeInvalid();
        }
        scope.changes = { email: { from: null, to: email } };
        const expiresAt = new Date(Date.now() + UPLOAD_LINK_GRANT_MINUTES * 60_000);
        const grant = await grants.sign({ linkId: open.link.id, email }, expiresAt);
        return { grant, email, expires_at: expiresAt.toISOString() };
      });
    },

    /**
     * One file (multipart part "file") into the link's folder, kept as every upload is, marked "via link". The
     * link's counters and its request's submission are written in the upload row's transaction: a file the
     * link no longer takes (a race for the last place, a request closed meanwhile) is refused with nothing kept.
     */
    async upload(token: string, client: ClientInfo, request: LinkFileRequest): Promise<TUploadLinkReceipt> {
      await throttle.take(UPLOAD_LINK_FILES_THROTTLE, client.ip);
      const open = await access.open(token, client);
      const { link, tenant } = open;
      const email = await senderOf(open, request.grant);
      if (!request.isMultipart)
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
      const file = await request.nextFile();
      if (!file) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Send the file as a multipart part named "file"', [
          { field: 'file', message: VALIDATION_MESSAGES.selectFileToUpload },
        ]);
      }
      const type = link.upload_type;
      const { upload, result: counts } = await linkUploads.receive({
        tenant,
        link: { id: link.id, createdBy: link.created_by, email },
        folder: link.folder,
        type,
        file,
        maxBytes: Math.min(deps.maxFileBytes, left(open).bytes),
        declaredBytes: request.declaredBytes,
        client,
        commitWith: async (trx, stored) => {
          const after = await countFile(trx, link.id, stored.size);
          if (!after) throw linkUsedUp();
          if (link.request_id) {
            const actor = anonymousActor(client);
            const submitted = await requests.submitWith(trx, tenant, link.request_id, stored.document_id, {
              actor,
              linkId: link.id,
            });
            if (!submitted) throw linkExpired();
          }
          return after;
        },
      });
      try {
        await deps.notifications.notifyStaffOfUpload({
          tenantId: tenant.id,
          tenantName: tenant.name,
          fileType: type,
          fileName: upload.file_name,
        });
      } catch (error) {
        deps.log.error({ err: error, tenantId: tenant.id }, 'could not notify staff of an upload through a link');
      }
      return {
        file_name: upload.file_name,
        size: upload.size,
        type,
        files_left: counts.max_files - counts.files_received,
        bytes_left: Number(counts.max_total_bytes) - Number(counts.bytes_received),
      };
    },
  };
}
export type UploadLinkPublicService = ReturnType<typeof createUploadLinkPublicService>;
