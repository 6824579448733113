import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableDay, UpdatedAt } from './columns.ts';

export type EnvelopeStatus = 'draft' | 'sent' | 'completed' | 'declined' | 'voided' | 'expired';
export type SignerStatus = 'waiting' | 'notified' | 'viewed' | 'signed' | 'declined' | 'locked';
type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** An envelope: one PDF of one tenant sent for signature (migration 2026_12_03_0200). */
export interface SigningEnvelopesTable {
  id: Generated<string>;
  tenant_id: string;
  title: string;
  message: Defaulted<string>;
  status: Defaulted<EnvelopeStatus>;
  signing_order: Defaulted<'together' | 'sequential'>;
  verification: Defaulted<'signed_in' | 'form_8879'>;
  due_date: NullableDay;
  expires_at: Moment;
  original_path: string;
  original_sha256: string;
  pages: Json<{ width: number; height: number }[]>;
  signed_path: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  sent_at: Moment;
  completed_at: Moment;
  /** When it was declined, voided or expired. */
  ended_at: Moment;
  voided_reason: string | null;
  last_reminded_at: Moment;
}

export interface SigningSignersTable {
  id: Generated<string>;
  envelope_id: string;
  tenant_id: string;
  position: number;
  kind: 'user' | 'link';
  user_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  status: Defaulted<SignerStatus>;
  known_data_label: string | null;
  /** `salt:hash` (scrypt) of the normalised known data; never shown again. */
  known_data_hash: string | null;
  failures: Defaulted<number>;
  code_hash: string | null;
  code_channel: string | null;
  code_expires_at: Moment;
  link_token_hash: string | null;
  consented_at: Moment;
  verified_at: Moment;
  verification_note: string | null;
  notified_at: Moment;
  viewed_at: Moment;
  signed_at: Moment;
  signed_on_paper: Defaulted<boolean>;
  signature_method: string | null;
  declined_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface SigningFieldsTable {
  id: Generated<string>;
  envelope_id: string;
  signer_position: number;
  kind: 'signature' | 'initials' | 'date_signed' | 'name' | 'text' | 'checkbox';
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  required: boolean;
  label: string | null;
  value: string | null;
}

export interface SigningDocumentsTable {
  envelope_id: string;
  kind: 'original' | 'signed' | 'paper';
  bytes: Uint8Array;
  sha256: string;
  created_at: CreatedAt;
}

/** One signer's printed, hand-signed copy, uploaded by staff (migration 2026_12_04_0400). */
export interface SigningPaperCopiesTable {
  signer_id: string;
  envelope_id: string;
  bytes: Uint8Array;
  sha256: string;
  created_at: CreatedAt;
}

export interface SigningEventsTable {
  envelope_id: string;
  seq: number;
  event: Json<Record<string, unknown>>;
  prev_hash: string | null;
  hash: string;
  created_at: CreatedAt;
}

export interface SigningTemplatesTable {
  id: Generated<string>;
  name: string;
  message: Defaulted<string>;
  signing_order: 'together' | 'sequential';
  verification: 'signed_in' | 'form_8879';
  signer_roles: Json<string[]>;
  page_count: number;
  fields: Json<unknown[]>;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface SigningTables {
  signing_envelopes: SigningEnvelopesTable;
  signing_signers: SigningSignersTable;
  signing_fields: SigningFieldsTable;
  signing_documents: SigningDocumentsTable;
  signing_paper_copies: SigningPaperCopiesTable;
  signing_events: SigningEventsTable;
  signing_templates: SigningTemplatesTable;
}
