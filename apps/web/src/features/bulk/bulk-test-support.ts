import type { TBulkBatch, TBulkBatchRow } from '@ledgerport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { TRoutes } from '../../test/fake-api.ts';
import { fakeApi, json } from '../../test/fake-api.ts';
import { seedSession, staffUser } from '../../test/fixtures.ts';
import type { FakeXhr } from '../../test/fake-xhr.ts';

/** Test-only: spreadsheets built in the test itself, batches as the server presents them, and screen helpers. */

/** An .xlsx (or .xls) file whose first sheet holds `rows`; `extraSheet` adds a second sheet the intake ignores. */
export async function sheetFile(name: string, rows: unknown[][], extraSheet?: unknown[][]): Promise<File> {
  const { utils, write } = await import('@e965/xlsx');
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows), 'First');
  if (extraSheet) utils.book_append_sheet(workbook, utils.aoa_to_sheet(extraSheet), 'Second');
  const bookType = name.endsWith('.xls') ? 'biff8' : 'xlsx';
  const data = write(workbook, { type: 'array', bookType }) as ArrayBuffer;
  return new File([data], name);
}

export const SALES_TAX_HEADER = ['Client Name', 'Email', 'Phone Number', 'Sales Tax'];
/** Three rows: a good one, one with a bad e-mail, one with a bad phone number. */
export const salesTaxRows = () => [
  SALES_TAX_HEADER,
  ['Acme Bakery LLC', 'owner@acme.example', '(212) 555-0142', '1250.00'],
  ['Blue Harbor', 'not-an-email', '+1 415 555 0132', '980.75'],
  ['Cedar Books', 'books@cedar.example', '12', ''],
];

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const batchUuid = (n: number) => uuid('70000000', n);

export const someBatch = (n: number, overrides: Partial<TBulkBatch> = {}): TBulkBatch => ({
  uuid: batchUuid(n),
  kind: 'SALES_TAX',
  state: 'DONE',
  initiator_name: 'Ada Staff',
  initiator_email: 'ada@firm.example',
  file_name: `march-${n}.xlsx`,
  email_subject: null,
  email_body: null,
  mechanism: null,
  total_rows: 2,
  email_sent: 2,
  text_sent: 1,
  failed: 0,
  pending: 0,
  created_at: '2026-03-05T12:07:00.000Z',
  finished_at: '2026-03-05T12:08:00.000Z',
  ...overrides,
});

export const someBatchRow = (n: number, overrides: Partial<TBulkBatchRow> = {}): TBulkBatchRow => ({
  row_number: n + 1,
  client_name: `Client ${n}`,
  email: `client${n}@example.com`,
  phone_number: '+12125550142',
  amount: '100.00',
  tenant_name: null,
  email_state: 'SENT',
  text_state: 'SENT',
  last_error: null,
  ...overrides,
});

/** A staff user holding `permissions`, and the API answering `routes`. */
export function asStaffWith(permissions: string[], routes: TRoutes = {}) {
  seedSession(staffUser, permissions);
  return fakeApi({
    'GET /api/v1/auth/me': () => json(200, { user: staffUser, permissions, mfa_enrolment_required: false }),
    ...routes,
  });
}

/** Drops `files` on the intake's drop area. */
export const dropFiles = (files: File[]) =>
  fireEvent.drop(screen.getByRole('group', { name: 'Spreadsheet to read' }), { dataTransfer: { files } });

/** The preview's row for sheet row `n`. */
export const previewRow = (n: number) => screen.getByRole('checkbox', { name: `Select row ${n}` }).closest('tr')!;
export const rowProblems = (n: number) => within(previewRow(n)).queryByRole('list');

/** The next request the screen sends, once it has. */
export const nextRequest = async (sent: FakeXhr[], count: number) => {
  await waitFor(() => expect(sent).toHaveLength(count));
  return sent[count - 1]!;
};

/** The JSON part of a sheet upload. */
export const jsonPart = (request: FakeXhr, name: string) => JSON.parse(String(request.body?.get(name))) as unknown;
