import { SIGNED_COPY_LINK_DAYS } from '@ledgerport/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { EnvelopeRow } from './envelopes.repo.ts';
import type { SignerRow } from './signers.repo.ts';
import { envelopeEvent, portalUserOf, signerLink, signerLocale } from './signing-notices.ts';

/**
 * Everyone hears that an envelope is complete, with a link to the signed copy, in the completion's own
 * transaction (envelope-completion.job.ts), so the news exists exactly when the sealed file does:
 * - each signer by e-mail in their language; a portal user in the app too, both leading to the envelope's signing
 *   page, where the copy downloads; a person by link gets a fresh signing-only link that now opens the signed
 *   copy for SIGNED_COPY_LINK_DAYS (their earlier link stops working, as with every new link);
 * - the staff member who sent it, in the app (or every staff member who manages signatures, when the sender no
 *   longer does). Their e-mail went when the last signer signed (signing-staff-notice.ts): not a second one.
 */
export function createCompletionNotices(deps: {
  mail: MailQueue;
  publicUrl: string;
  notifications: Pick<NotificationsService, 'notifyUser' | 'notifyStaffOrResponsible'>;
}) {
  const { mail, publicUrl, notifications } = deps;
  return async (trx: Transaction<DB>, envelope: EnvelopeRow, signers: SignerRow[]) => {
    const event = envelopeEvent(envelope);
    for (const signer of signers) {
      const link = await signerLink(trx, publicUrl, envelope, signer);
      const message = {
        to: signer.email,
        locale: await signerLocale(trx, signer),
        template: 'signing-completed',
        vars: {
          name: signer.name,
          title: envelope.title,
          tenantName: envelope.company_name,
          link,
          linkDays: signer.kind === 'link' ? SIGNED_COPY_LINK_DAYS : null,
        },
        idempotencyKey: `signing-completed:${envelope.id}:${signer.id}`,
      } as const;
      // A portal user by e-mail as they chose for signatures (and in the app); a person by link by e-mail.
      const userId = portalUserOf(signer);
      if (userId) await notifications.notifyUser(trx, userId, { ...event, kind: 'SIGNING_COMPLETED' }, message);
      else await mail.enqueue(trx, message);
    }
    await notifications.notifyStaffOrResponsible(
      trx,
      'manage signatures',
      envelope.created_by,
      { ...event, kind: 'ENVELOPE_COMPLETED' },
      null,
    );
  };
}
export type CompletionNotices = ReturnType<typeof createCompletionNotices>;
