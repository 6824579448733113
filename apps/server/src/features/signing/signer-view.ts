import type { TSignerEnvelope } from '@ledgerport/contract';
import { expiryOf, presentField } from './envelope.presenter.ts';
import type { SignerContext } from './signer-access.ts';
import { isTurnOf, triesLeft } from './signer-access.ts';
import type { FieldRow } from './signers.repo.ts';
import type { CheckSigner, IdentityCheck } from './verification/identity-check.ts';

/** The signer as the identity checks see them. */
export const checkSignerOf = (ctx: SignerContext, locale: string): CheckSigner => ({
  id: ctx.signer.id,
  kind: ctx.signer.kind,
  name: ctx.signer.name,
  email: ctx.signer.email,
  phone: ctx.signer.phone,
  locale,
  envelopeTitle: ctx.envelope.title,
  verifiedAt: ctx.signer.verified_at,
  knownDataHash: ctx.signer.known_data_hash,
  codeHash: ctx.signer.code_hash,
  codeExpiresAt: ctx.signer.code_expires_at,
});

/** What one signer sees: only their own fields (in filling order), nothing of the other signers. */
export function presentForSigner(
  ctx: SignerContext,
  fields: FieldRow[],
  check: IdentityCheck,
  firmName: string,
  locale: string,
): TSignerEnvelope {
  const { envelope, signer } = ctx;
  const mine = checkSignerOf(ctx, locale);
  return {
    uuid: envelope.id,
    firm_name: firmName,
    company_name: envelope.company_name,
    title: envelope.title,
    message: envelope.message,
    status: envelope.status,
    order: envelope.signing_order,
    verification: envelope.verification,
    due_date: envelope.due_date,
    expires_at: expiryOf(envelope).toISOString(),
    pages: envelope.pages,
    me: {
      uuid: signer.id,
      name: signer.name,
      email: signer.email,
      status: signer.status,
      my_turn: isTurnOf(envelope, ctx.signers, signer),
      consented_at: signer.consented_at?.toISOString() ?? null,
      needs_verification: check.needed(mine),
      known_data_label: envelope.verification === 'form_8879' ? signer.known_data_label : null,
      code_channels: check.channels(mine),
      tries_left: triesLeft(signer),
      signed_at: signer.signed_at?.toISOString() ?? null,
    },
    fields: fields.filter((f) => f.signer_position === signer.position).map(presentField),
  };
}
