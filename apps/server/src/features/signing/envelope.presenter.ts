import {
  DEFAULT_EXPIRY_DAYS,
  type TEnvelope,
  type TEnvelopeListItem,
  type TEnvelopeProgress,
  type TEnvelopeSigner,
  type TSigningField,
} from '@ledgerport/contract';
import type { EnvelopeRow } from './envelopes.repo.ts';
import type { FieldRow, SignerRow } from './signers.repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DAY_MS = 86_400_000;

/** A draft's expiry until it is sent: the default span from now (sending fixes it). */
export const expiryOf = (row: Pick<EnvelopeRow, 'expires_at'>, now = new Date()) =>
  row.expires_at ?? new Date(now.getTime() + DEFAULT_EXPIRY_DAYS * DAY_MS);

/** How far a sent envelope got, from its signers; a finished one says how it ended. */
export function progressOf(status: EnvelopeRow['status'], signers: Pick<SignerRow, 'status'>[]): TEnvelopeProgress {
  if (status === 'completed') return 'signed';
  if (status !== 'sent') return status;
  const signed = signers.filter((s) => s.status === 'signed').length;
  if (signers.length > 0 && signed === signers.length) return 'signed';
  if (signed > 0) return 'partly_signed';
  return signers.some((s) => s.status === 'viewed') ? 'viewed' : 'sent';
}

export const presentSigner = (s: SignerRow): TEnvelopeSigner => ({
  uuid: s.id,
  position: s.position,
  name: s.name,
  email: s.email,
  phone: s.phone,
  kind: s.kind,
  user_uuid: s.user_id,
  status: s.status,
  signed_at: iso(s.signed_at),
  declined_reason: s.declined_reason,
  signed_on_paper: s.signed_on_paper,
  known_data_label: s.known_data_label,
});

export const presentField = (f: FieldRow): TSigningField & { uuid: string } => ({
  uuid: f.id,
  signer_position: f.signer_position,
  kind: f.kind,
  page: f.page,
  x: f.x,
  y: f.y,
  width: f.width,
  height: f.height,
  required: f.required,
  ...(f.label ? { label: f.label } : {}),
});

export function presentListItem(row: EnvelopeRow, signers: SignerRow[]): TEnvelopeListItem {
  return {
    uuid: row.id,
    tenant_uuid: row.tenant_id,
    company_name: row.company_name,
    title: row.title,
    message: row.message,
    status: row.status,
    progress: progressOf(row.status, signers),
    order: row.signing_order,
    verification: row.verification,
    due_date: row.due_date,
    expires_at: expiryOf(row).toISOString(),
    original_path: row.original_path,
    signed_path: row.signed_path,
    created_by_name: row.created_by_name,
    created_at: row.created_at.toISOString(),
    sent_at: iso(row.sent_at),
    completed_at: iso(row.completed_at),
    voided_reason: row.voided_reason,
    signers: signers.map(presentSigner),
  };
}

export function presentEnvelope(row: EnvelopeRow, signers: SignerRow[], fields: FieldRow[]): TEnvelope {
  const { original_path, ...item } = presentListItem(row, signers);
  return {
    ...item,
    original: { path: original_path, sha256: row.original_sha256, pages: row.pages },
    fields: fields.map(presentField),
  };
}
