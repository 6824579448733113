import type {
  TEnvelope,
  TSignerInput,
  TSigningOrder,
  TSigningVerification,
  TUpdateEnvelopeRequest,
} from '@ledgerport/contract';
import type { TPlacedField } from '../editor/field-geometry.ts';

/** A signer as the prepare screen edits it; known data is typed anew, never shown back (only its label is). */
export type TSignerDraft = {
  key: string;
  uuid?: string;
  kind: 'user' | 'link';
  user_uuid: string;
  name: string;
  email: string;
  knownLabel: string;
  knownValue: string;
  /** The label the server holds for this signer: a blank value then keeps what was entered. */
  savedLabel: string | null;
};

export type TEnvelopeDraft = {
  title: string;
  message: string;
  order: TSigningOrder;
  verification: TSigningVerification;
  due_date: string;
  /** 'YYYY-MM-DD': the day after which the envelope can no longer be signed; empty: the default. */
  expires_on: string;
  signers: TSignerDraft[];
  fields: TPlacedField[];
};

let keys = 0;
export const newSignerKey = () => `signer-${++keys}`;

export const emptySigner = (): TSignerDraft => ({
  key: newSignerKey(),
  kind: 'user',
  user_uuid: '',
  name: '',
  email: '',
  knownLabel: '',
  knownValue: '',
  savedLabel: null,
});

export function draftOf(envelope: TEnvelope): TEnvelopeDraft {
  return {
    title: envelope.title,
    message: envelope.message,
    order: envelope.order,
    verification: envelope.verification,
    due_date: envelope.due_date ?? '',
    expires_on: envelope.sent_at ? envelope.expires_at.slice(0, 10) : '',
    signers: envelope.signers.map((signer) => ({
      key: newSignerKey(),
      uuid: signer.uuid,
      kind: signer.kind,
      user_uuid: signer.user_uuid ?? '',
      name: signer.name,
      email: signer.email,
      knownLabel: signer.known_data_label ?? '',
      knownValue: '',
      savedLabel: signer.known_data_label,
    })),
    fields: envelope.fields,
  };
}

function signerRequest(signer: TSignerDraft, form8879: boolean): TSignerInput {
  const who: TSignerInput =
    signer.kind === 'user'
      ? { kind: 'user', user_uuid: signer.user_uuid }
      : { kind: 'link', name: signer.name.trim(), email: signer.email.trim() };
  if (signer.uuid) who.uuid = signer.uuid;
  if (!form8879) return { ...who, known_data: null };
  if (signer.knownValue.trim()) {
    return { ...who, known_data: { label: signer.knownLabel.trim(), value: signer.knownValue.trim() } };
  }
  // Nothing typed: a signer saved with known data keeps it (the server holds only its hash).
  return who;
}

/** The PUT body: signers in signing order, the expiry as the end of its day in the viewer's zone. */
export function requestOf(draft: TEnvelopeDraft): TUpdateEnvelopeRequest {
  const form8879 = draft.verification === 'form_8879';
  return {
    title: draft.title.trim(),
    message: draft.message.trim(),
    order: draft.order,
    verification: draft.verification,
    due_date: draft.due_date || null,
    expires_at: draft.expires_on ? new Date(`${draft.expires_on}T23:59:59`).toISOString() : null,
    signers: draft.signers.map((signer) => signerRequest(signer, form8879)),
    fields: draft.fields,
  };
}

/** What still stops sending, as translation keys; empty when the draft is ready. */
export function sendBlockers(draft: TEnvelopeDraft): string[] {
  const blockers: string[] = [];
  if (!draft.title.trim()) blockers.push('signing.prepare.needs.title');
  if (draft.signers.length === 0) blockers.push('signing.prepare.needs.signer');
  const incomplete = draft.signers.some((s) =>
    s.kind === 'user' ? !s.user_uuid : !s.name.trim() || !/^\S+@\S+\.\S+$/.test(s.email.trim()),
  );
  if (incomplete) blockers.push('signing.prepare.needs.signerDetails');
  if (
    draft.verification === 'form_8879' &&
    draft.signers.some((s) => !s.knownLabel.trim() || (!s.knownValue.trim() && !s.savedLabel))
  ) {
    blockers.push('signing.prepare.needs.knownData');
  }
  const withoutSignature = draft.signers.some(
    (_, index) => !draft.fields.some((f) => f.signer_position === index + 1 && f.kind === 'signature'),
  );
  if (withoutSignature) blockers.push('signing.prepare.needs.signatureField');
  return blockers;
}
