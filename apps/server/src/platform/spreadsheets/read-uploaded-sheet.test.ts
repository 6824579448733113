import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { NOTIFICATION_SHEET_HEADERS, VALIDATION_MESSAGES } from '@ledgerport/contract';
import { validateNotificationRow } from '@ledgerport/contract/bulk-rows/notification-row-validation';
import { readSheet } from '@ledgerport/contract/bulk-rows/sheet-reading';
import type { SheetMatrix } from '@ledgerport/contract/bulk-rows/sheet-rows';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { AppError } from '../errors.ts';
import { readUploadedSheet, type SpreadsheetLimits } from './read-uploaded-sheet.ts';

const FIXTURES = path.join(import.meta.dirname, '../../../test/fixtures/spreadsheets');
const LIMITS: SpreadsheetLimits = loadConfig({}).spreadsheetLimits;

const sheetOf = (name: string, limits = LIMITS, uploadedAs = name) =>
  readUploadedSheet(createReadStream(path.join(FIXTURES, name)), uploadedAs, limits);

/** A workbook pads short rows and stores blank rows as nothing: the same sheet, written either way. */
const comparable = (matrix: SheetMatrix) => {
  const rows = matrix.map((row) => {
    const cells = [...row];
    while (cells.at(-1) === '') cells.pop();
    return cells;
  });
  while (rows.length > 0 && rows.at(-1)?.length === 0) rows.pop();
  return rows;
};

/** The 400/413 answer readUploadedSheet throws, as the client would see it. */
async function refusal(reading: Promise<unknown>) {
  const error = await reading.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, code, message, details } = error as AppError;
  return { statusCode, code, message, details };
}

/** Refused as unsafe; `why` is matched against the message, which names the check that refused it. */
const unsafe = (why: RegExp) => ({
  statusCode: 400,
  code: 'VALIDATION_ERROR',
  message: expect.stringMatching(why),
  details: [{ field: 'file', message: VALIDATION_MESSAGES.spreadsheetUnsafe }],
});

describe('readUploadedSheet', () => {
  it('reads a CSV as text: header variants, extra columns, blank rows and formula-looking cells as written', async () => {
    expect(await sheetOf('sales-tax.csv')).toEqual([
      ['Client Name', 'EMAIL', 'PHONE_NUMBER', 'Sales Tax', 'Notes'],
      ['Acme Bakery', 'owner@acme-bakery.test', '(212) 555-0123', '1250.5', 'prefers e-mail'],
      ['Beta Books', 'beta@books.test', '', '=1+1', 'formula-looking amount'],
      [],
      ['Gamma Garage', 'not-an-email', '2125550199', '300', 'bad e-mail'],
      ['Delta Deli', 'delta@deli.test', '12', '', 'bad phone and no amount'],
      [],
      ['Echo Events', '', '+44 20 7946 0958', '75', 'phone only'],
    ]);
  });

  it.each([
    ['sales-tax.xlsx', 'sales-tax.csv'],
    ['sales-tax.xls', 'sales-tax.csv'],
    ['payroll-tax.xlsx', 'payroll-tax.csv'],
    ['push.xlsx', 'push.csv'],
    ['tenants.xlsx', 'tenants.csv'],
    ['tenants.xls', 'tenants.csv'],
  ])('reads %s (written by LibreOffice) exactly as its source %s', async (workbook, csv) => {
    expect(comparable(await sheetOf(workbook))).toEqual(comparable(await sheetOf(csv)));
  });

  it('reads only the first sheet of a workbook', async () => {
    const matrix = await sheetOf('push.xlsx');
    expect(matrix[0]).toEqual(['Client Name', 'Email', 'Phone_Number']);
    expect(matrix.flat()).not.toContain('Old Client');
  });

  it('keeps accents and leading zeros (a UTF-8 CSV without a byte-order mark, a Text column)', async () => {
    for (const name of ['tenants.csv', 'tenants.xlsx', 'tenants.xls']) {
      const row = (await sheetOf(name)).find((cells) => cells[0] === 'José Café Ltd');
      expect(row?.[3], name).toBe('José Pérez');
      expect((await sheetOf(name))[1]?.[11], name).toBe('02134');
    }
  });

  it('gives the rows each problem of its own, the sheet still usable (sales tax fixture)', async () => {
    const { rows, issues } = readSheet(await sheetOf('sales-tax.xlsx'), NOTIFICATION_SHEET_HEADERS.SALES_TAX, {
      maxRows: 100,
    });
    expect(issues).toEqual([]);
    const checked = rows.map((row) => validateNotificationRow('SALES_TAX', row));
    expect(checked.map(({ value }) => [value.row_number, value.amount])).toEqual([
      [2, '1250.5'],
      [3, '=1+1'],
      [5, '300'],
      [6, 'N/A'],
      [8, '75'],
    ]);
    expect(checked.flatMap(({ issues: found }) => found)).toEqual([
      { row_number: 5, field: 'email', rule: 'emailInvalid' },
      { row_number: 6, field: 'phone_number', rule: 'phoneInvalid' },
    ]);
  });

  it('finds no rows in an empty workbook', async () => {
    const matrix = await sheetOf('empty.xlsx');
    expect(readSheet(matrix, NOTIFICATION_SHEET_HEADERS.PUSH, { maxRows: 10 }).issues).toEqual([
      { row_number: 1, field: 'file', rule: 'spreadsheetEmpty' },
    ]);
  });

  it('leaves the row cap to readSheet, which refuses a sheet over it', async () => {
    const matrix = await sheetOf('sales-tax.xlsx', { ...LIMITS, maxRows: 3 });
    expect(readSheet(matrix, NOTIFICATION_SHEET_HEADERS.SALES_TAX, { maxRows: 3 }).issues).toEqual([
      { row_number: 1, field: 'file', rule: 'sheetTooManyRows' },
    ]);
  });

  it('refuses other names before reading the file, whatever it holds', async () => {
    expect(await refusal(sheetOf('sales-tax.csv', LIMITS, 'sales-tax.txt'))).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      details: [{ field: 'file', message: VALIDATION_MESSAGES.spreadsheetType }],
    });
  });

  it('refuses a file that is not a workbook although named like one', async () => {
    // The first bytes of an OLE (.xls) container, and nothing after them.
    const notAWorkbook = Readable.from([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0])]);
    expect((await refusal(readUploadedSheet(notAWorkbook, 'broken.xls', LIMITS))).details).toEqual([
      { field: 'file', message: VALIDATION_MESSAGES.spreadsheetType },
    ]);
  });

  it('refuses a zip bomb (200 MB of cells in 0.7 MB) from its directory alone, without inflating it', async () => {
    const started = performance.now();
    expect(await refusal(sheetOf('zip-bomb.xlsx'))).toEqual(unsafe(/more than 104857600 bytes unzipped/));
    expect(performance.now() - started).toBeLessThan(2_000);
    const roomy = { ...LIMITS, maxUnzippedBytes: 1024 ** 3 };
    expect(await refusal(sheetOf('zip-bomb.xlsx', roomy))).toEqual(unsafe(/compressed more than 100:1/));
  });

  it('refuses a zip whose directory understates an entry, when the entry outgrows it', async () => {
    expect(await refusal(sheetOf('zip-bomb-lying.xlsx'))).toEqual(unsafe(/too many bytes in the stream/));
  });

  it('refuses a zip of more than 1,000 entries, and one over the unzipped-size cap', async () => {
    expect(await refusal(sheetOf('zip-too-many-entries.xlsx'))).toEqual(unsafe(/1006 entries/));
    const small = { ...LIMITS, maxUnzippedBytes: 4 * 1024 };
    expect(await refusal(sheetOf('sales-tax.xlsx', small))).toEqual(unsafe(/more than 4096 bytes unzipped/));
  });

  it('checks any zip, whatever its name says (an .xlsx renamed .xls or .csv)', async () => {
    expect(await refusal(sheetOf('zip-bomb.xlsx', LIMITS, 'innocent.xls'))).toEqual(unsafe(/unzipped/));
    expect(await refusal(sheetOf('zip-bomb.xlsx', LIMITS, 'innocent.csv'))).toEqual(unsafe(/unzipped/));
  });

  it('answers 413 past the size cap, and takes a file of exactly the cap', async () => {
    const size = (await readFile(path.join(FIXTURES, 'sales-tax.xlsx'))).length;
    expect(await refusal(sheetOf('sales-tax.xlsx', { ...LIMITS, maxFileBytes: size - 1 }))).toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      details: [{ field: 'max_bytes', message: String(size - 1) }],
    });
    expect(await sheetOf('sales-tax.xlsx', { ...LIMITS, maxFileBytes: size })).toHaveLength(8);
  });

  it('has the documented defaults', () => {
    expect(LIMITS).toEqual({ maxRows: 10_000, maxFileBytes: 5 * 1024 * 1024, maxUnzippedBytes: 100 * 1024 * 1024 });
    expect(
      loadConfig({ BULK_MAX_ROWS: '50', BULK_MAX_FILE_BYTES: '2048', BULK_MAX_UNZIPPED_BYTES: '4096' })
        .spreadsheetLimits,
    ).toEqual({ maxRows: 50, maxFileBytes: 2048, maxUnzippedBytes: 4096 });
  });
});
