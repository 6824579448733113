import type { TDocumentRequest } from '@ledgerport/contract';
import { clientUser } from '../../test/fixtures.ts';
import { envelope } from '../../test/users-and-roles.ts';

/** Test-only: the client fixture's own company. */
export const acme = { uuid: clientUser.tenants[0]!.tenant_uuid, name: clientUser.tenants[0]!.tenant_name };
export const requestsPath = `/api/v1/tenants/${acme.uuid}/requests`;

/** A request as the server presents it. */
export const someRequest = (n: number, overrides: Partial<TDocumentRequest> = {}): TDocumentRequest => ({
  uuid: `60000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  tenant_uuid: acme.uuid,
  series_uuid: null,
  title: `Request ${n}`,
  description: '',
  kind: 'BANK_STATEMENT',
  period_start: null,
  period_end: null,
  due_on: '2099-03-31',
  status: 'OPEN',
  overdue: false,
  return_note: null,
  submitted_at: null,
  decided_at: null,
  documents: [],
  fulfilled_by: null,
  received_outside: null,
  revision: 1,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** The list's answer: one page of `rows`. */
export const pageOf = (rows: TDocumentRequest[]) => envelope(rows, 1, 10);
