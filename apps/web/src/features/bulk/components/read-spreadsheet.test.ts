import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_BULK_MAX_ROWS,
  NOTIFICATION_SHEET_HEADERS,
  TENANT_SHEET_HEADERS,
  type TBulkNotificationKind,
} from '@ledgerport/contract';
import { readSheet } from '@ledgerport/contract/bulk-rows/sheet-reading';
import { describe, expect, it } from 'vitest';
import { sheetFile } from '../bulk-test-support.ts';
import { NOTIFICATION_SCREENS, TENANT_SAMPLE } from './bulk-screens.ts';
import { NOTIFICATION_SHEETS, TENANT_SHEET } from './bulk-sheets.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import type { TSheetKind } from './sheet-types.ts';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../public/samples');
const sample = (name: string) => new File([fs.readFileSync(path.join(SAMPLES, name))], name);

/** Every problem the preview would show for the sheet: the sheet's own and each row's. */
async function problemsOf<F extends string>(file: File, kind: TSheetKind<F>) {
  const sheet = readSheet(await readSpreadsheet(file), kind.headers, { maxRows: DEFAULT_BULK_MAX_ROWS });
  const rowIssues = sheet.rows.flatMap((row) => kind.rowIssues(row));
  return { rows: sheet.rows, issues: [...sheet.issues, ...rowIssues, ...(kind.sheetIssues?.(sheet.rows) ?? [])] };
}

describe('sample sheets', () => {
  it.each(['SALES_TAX', 'PAYROLL_TAX', 'PUSH'] as TBulkNotificationKind[])(
    'the %s sample has the contract’s columns and two rows that pass the intake',
    async (kind) => {
      const file = sample(NOTIFICATION_SCREENS[kind].sample);
      const [header] = await readSpreadsheet(file);
      expect(header).toEqual(Object.values(NOTIFICATION_SHEET_HEADERS[kind]));
      const { rows, issues } = await problemsOf(file, NOTIFICATION_SHEETS[kind]);
      expect(rows).toHaveLength(2);
      expect(issues).toEqual([]);
    },
  );

  it('the tenant sample has every tenant column and two rows that pass the Create Tenant rules', async () => {
    const file = sample(TENANT_SAMPLE);
    const [header] = await readSpreadsheet(file);
    expect(header).toEqual(Object.values(TENANT_SHEET_HEADERS));
    const { rows, issues } = await problemsOf(file, TENANT_SHEET);
    expect(rows).toHaveLength(2);
    expect(issues).toEqual([]);
  });
});

describe('readSpreadsheet', () => {
  it('reads only the first sheet of an .xlsx or .xls, as text, without evaluating formula-looking cells', async () => {
    const rows = [
      ['Client Name', 'Email'],
      ['=1+1', '@SUM(A1)'],
      ['+cmd', '0123'],
    ];
    for (const name of ['a.xlsx', 'a.xls']) {
      expect(await readSpreadsheet(await sheetFile(name, rows, [['Second sheet']]))).toEqual(rows);
    }
  });

  it('reads a UTF-8 CSV (with or without a byte-order mark) and a Windows-1252 one with their accents', async () => {
    const text = 'Client Name,Email\nZoë Müller,z@example.com\n';
    const utf8 = new TextEncoder().encode(text);
    const expected = [
      ['Client Name', 'Email'],
      ['Zoë Müller', 'z@example.com'],
    ];
    expect(await readSpreadsheet(new File([utf8], 'a.csv'))).toEqual(expected);
    expect(await readSpreadsheet(new File([new Uint8Array([0xef, 0xbb, 0xbf]), utf8], 'a.csv'))).toEqual(expected);
    const cp1252 = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    expect(await readSpreadsheet(new File([cp1252], 'a.csv'))).toEqual(expected);
  });
});
