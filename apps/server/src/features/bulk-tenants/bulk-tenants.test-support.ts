import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TENANT_SHEET_HEADERS, type TBulkTenantImportRequest } from '@ledgerport/contract';
import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { multipartForm } from '../payroll/payroll.test-support.ts';

const FIXTURES = path.join(import.meta.dirname, '../../../test/fixtures/spreadsheets');
export const fixture = (name: string) => ({ name, content: readFileSync(path.join(FIXTURES, name)) });

/** tenants.csv and its LibreOffice copies: data on rows 2, 3 and 5 (row 4 is blank). */
export const FIXTURE_ROWS = [2, 3, 5];

/** A tenant sheet as CSV text: the contract's headers, then one line per row (cells in header order). */
export function tenantCsv(rows: Partial<Record<keyof typeof TENANT_SHEET_HEADERS, string>>[]) {
  const fields = Object.keys(TENANT_SHEET_HEADERS) as (keyof typeof TENANT_SHEET_HEADERS)[];
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const lines: string[][] = [fields.map((field) => TENANT_SHEET_HEADERS[field])];
  for (const row of rows) lines.push(fields.map((field) => quote(row[field] ?? '')));
  return lines.map((line) => line.join(',')).join('\n');
}

/** A valid row for tenantCsv, unique by `n`. */
export const tenantLine = (n: number | string) => ({
  name: `Bulk Client ${n}`,
  root_directory: `bulk-client-${n}`,
  primary_contact_name: `Contact ${n}`,
  primary_contact_email: `contact-${n}@bulk.test`,
});

export const bulkTenantsApi = (ctx: TestContext) => ({
  /** The `import` JSON first, then the file, as the browser sends them. */
  upload: (token: string, request: TBulkTenantImportRequest, file: { name: string; content: Buffer | string }) => {
    const form = multipartForm([
      { field: 'import', value: JSON.stringify(request) },
      { field: 'file', fileName: file.name, content: file.content },
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bulk/tenants',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  },
});

export const countTenants = async (ctx: TestContext) =>
  Number(
    (
      await ctx.database.db
        .selectFrom('tenants')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
