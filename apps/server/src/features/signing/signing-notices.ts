import { randomBytes } from 'node:crypto';
import { appUrl, paths, signLinkPath } from '@ledgerport/contract';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { firmLocale } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { EnvelopeRow } from './envelopes.repo.ts';
import { updateSigner, type SignerRow } from './signers.repo.ts';

/** The signer's language: a user's own; a person by link gets the firm's. */
export async function signerLocale(db: Db, signer: Pick<SignerRow, 'user_id'>): Promise<string> {
  if (signer.user_id) {
    const user = await db.selectFrom('users').select('locale').where('id', '=', signer.user_id).executeTakeFirst();
    if (user) return user.locale;
  }
  return firmLocale(db);
}

/** A signer with a portal account, who also hears in the app (a person by link has only their e-mail). */
export const portalUserOf = (signer: Pick<SignerRow, 'kind' | 'user_id'>) =>
  signer.kind !== 'link' ? signer.user_id : null;

/**
 * Where the signer's e-mail leads: a portal user to the envelope's signing page; a person by link to a new
 * signing-only link, which replaces theirs in the caller's transaction (one live link per signer, its hash only
 * kept), so every earlier link stops working.
 */
export async function signerLink(trx: Db, publicUrl: string, envelope: EnvelopeRow, signer: SignerRow) {
  if (signer.kind !== 'link') return appUrl(publicUrl, paths.signEnvelope(envelope.id));
  const token = randomBytes(32).toString('base64url');
  await updateSigner(trx, signer.id, { link_token_hash: hashToken(token) });
  return appUrl(publicUrl, signLinkPath(token));
}

/** The facts an envelope's notification carries (notifications.ts, ZEnvelopeParams). */
export const envelopeEvent = (envelope: EnvelopeRow) => ({
  tenantId: envelope.tenant_id,
  subjectId: envelope.id,
  params: { tenant_name: envelope.company_name, envelope_uuid: envelope.id, title: envelope.title },
});

/**
 * Tells signers it is their turn (or reminds them), by e-mail in their language and, for a portal user, in the
 * app too, in the caller's transaction. A person by link gets a new signing-only link each time (it lasts as long
 * as the envelope).
 */
export function createSignerNotices(deps: {
  mail: MailQueue;
  publicUrl: string;
  notifications: Pick<NotificationsService, 'notifyUser'>;
}) {
  const { mail, publicUrl, notifications } = deps;
  return {
    async notify(trx: Db, envelope: EnvelopeRow, signer: SignerRow, why: 'turn' | 'resend' | 'reminder') {
      const link = await signerLink(trx, publicUrl, envelope, signer);
      await updateSigner(trx, signer.id, {
        notified_at: new Date(),
        ...(signer.status === 'waiting' ? { status: 'notified' as const } : {}),
      });
      const message = {
        to: signer.email,
        locale: await signerLocale(trx, signer),
        template: 'signing-request',
        vars: {
          name: signer.name,
          title: envelope.title,
          tenantName: envelope.company_name,
          message: envelope.message,
          dueOn: envelope.due_date,
          reminder: why === 'reminder',
          link,
        },
        idempotencyKey: `signing:${signer.id}:${why}:${Date.now()}`,
      } as const;
      // A portal user hears in the app too, and by e-mail as they chose for signatures; a person by link has
      // only the e-mail.
      const userId = portalUserOf(signer);
      if (!userId) return void (await mail.enqueue(trx, message));
      const event = envelopeEvent(envelope);
      await notifications.notifyUser(
        trx,
        userId,
        { ...event, kind: 'SIGNING_REQUESTED', params: { ...event.params, reminder: why === 'reminder' } },
        message,
      );
    },
  };
}
export type SignerNotices = ReturnType<typeof createSignerNotices>;
