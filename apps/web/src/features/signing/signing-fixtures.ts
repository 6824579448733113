import type { TEnvelope, TEnvelopeListItem, TEnvelopeSigner } from '@ledgerport/contract';

export const acmeUuid = '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const uuidOf = (n: number) => `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const someSigner = (position: number, overrides: Partial<TEnvelopeSigner> = {}): TEnvelopeSigner => ({
  uuid: uuidOf(100 + position),
  position,
  name: position === 1 ? 'Ann Taxpayer' : 'Bob Spouse',
  email: position === 1 ? 'ann@acme.example' : 'bob@home.example',
  phone: null,
  kind: position === 1 ? 'user' : 'link',
  user_uuid: position === 1 ? uuidOf(200) : null,
  status: 'notified',
  signed_at: null,
  declined_reason: null,
  signed_on_paper: false,
  known_data_label: null,
  ...overrides,
});

export const someEnvelope = (n: number, overrides: Partial<TEnvelope> = {}): TEnvelope => ({
  uuid: uuidOf(n),
  tenant_uuid: acmeUuid,
  company_name: 'Acme Bakery LLC',
  title: `Form 8879 ${n}`,
  message: '',
  status: 'sent',
  progress: 'sent',
  order: 'sequential',
  verification: 'form_8879',
  due_date: '2099-04-15',
  expires_at: '2099-05-01T00:00:00.000Z',
  original: { path: 'Tax returns/8879.pdf', sha256: 'ab'.repeat(32), pages: [{ width: 612, height: 792 }] },
  signed_path: null,
  created_by_name: 'Ada Staff',
  created_at: '2026-11-01T10:00:00.000Z',
  sent_at: '2026-11-01T10:05:00.000Z',
  completed_at: null,
  voided_reason: null,
  signers: [someSigner(1), someSigner(2, { status: 'waiting' })],
  fields: [],
  ...overrides,
});

export const listItemOf = (envelope: TEnvelope): TEnvelopeListItem => {
  const { fields: _fields, original, ...rest } = envelope;
  return { ...rest, original_path: original.path };
};

export const pageOf = <T>(data: T[]) => ({
  data,
  current_page: 1,
  last_page: 1,
  total: data.length,
  from: data.length ? 1 : null,
  to: data.length ? data.length : null,
});
