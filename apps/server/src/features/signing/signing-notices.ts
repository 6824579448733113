import { randomBytes } from 'node:crypto';
import { appUrl, paths, signLinkPath } from '@ledgerport/contract';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { firmLocale } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
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

/**
 * Tells signers it is their turn (or reminds them), by e-mail in their language, in the caller's transaction. A
 * person by link gets a new signing-only link each time: the previous one stops working (one live link per
 * signer, its hash only is kept; it lasts as long as the envelope).
 */
export function createSignerNotices(deps: { mail: MailQueue; publicUrl: string }) {
  const { mail, publicUrl } = deps;
  return {
    async notify(trx: Db, envelope: EnvelopeRow, signer: SignerRow, why: 'turn' | 'resend' | 'reminder') {
      let link = appUrl(publicUrl, paths.signEnvelope(envelope.id));
      const change: Parameters<typeof updateSigner>[2] = { notified_at: new Date() };
      if (signer.kind === 'link') {
        const token = randomBytes(32).toString('base64url');
        change.link_token_hash = hashToken(token);
        link = appUrl(publicUrl, signLinkPath(token));
      }
      if (signer.status === 'waiting') change.status = 'notified';
      await updateSigner(trx, signer.id, change);
      await mail.enqueue(trx, {
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
      });
    },
  };
}
export type SignerNotices = ReturnType<typeof createSignerNotices>;
