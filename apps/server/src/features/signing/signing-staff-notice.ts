import { appUrl, paths } from '@ledgerport/contract';
import { activeStaffHolding } from '../../platform/auth/access.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import type { SignerContext } from './signer-access.ts';
import type { StaffNotice } from './signer-sign.service.ts';

/**
 * Staff who manage signatures hear by e-mail, in their language, when a signer declines, is locked out after
 * failed identity checks (they may then offer a paper copy), or when every signer has signed.
 */
export function createStaffNotice(deps: { mail: MailQueue; publicUrl: string }): StaffNotice {
  const { mail, publicUrl } = deps;
  return async (trx: Db, ctx: SignerContext, what) => {
    const staff = await activeStaffHolding(trx, 'manage signatures');
    for (const person of staff) {
      await mail.enqueue(trx, {
        to: person.email,
        locale: person.locale,
        template: 'signing-staff-notice',
        vars: {
          name: person.name,
          what,
          title: ctx.envelope.title,
          tenantName: ctx.envelope.company_name,
          signerName: ctx.signer.name,
          reason: what === 'declined' ? (ctx.signer.declined_reason ?? '') : '',
          link: appUrl(publicUrl, paths.tenantSignatures(ctx.envelope.tenant_id)),
        },
        idempotencyKey: `signing-staff:${ctx.envelope.id}:${ctx.signer.id}:${what}:${person.id}`,
      });
    }
  };
}
