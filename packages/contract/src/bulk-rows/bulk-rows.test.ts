import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SHEET_HEADERS, TENANT_SHEET_HEADERS, type TTenantSheetField } from '../bulk.ts';
import { decodeCsv } from './csv-decoding.ts';
import { findDuplicates } from './duplicate-cells.ts';
import { validateNotificationRow } from './notification-row-validation.ts';
import { normalisePhone } from './phone-numbers.ts';
import { applyEdits, selectRows } from './row-edits.ts';
import { matchColumns, readSheet } from './sheet-reading.ts';
import type { SheetRow } from './sheet-rows.ts';
import { validateTenantRow } from './tenant-row-validation.ts';

const SALES = NOTIFICATION_SHEET_HEADERS.SALES_TAX;
const header = ['Client Name', 'Email', 'Phone Number', 'Sales Tax'];

describe('matchColumns', () => {
  it('matches headers ignoring case, spaces, "_" and "-", and ignores extra columns', () => {
    expect(matchColumns(['Notes', ' EMAIL ', 'PHONE_NUMBER', 'client-name', 'sales tax'], SALES)).toEqual({
      columns: { client_name: 3, email: 1, phone_number: 2, amount: 4 },
      missing: [],
    });
  });

  it('names the fields whose column is missing', () => {
    expect(matchColumns(['Email'], SALES).missing).toEqual(['client_name', 'phone_number', 'amount']);
  });
});

describe('readSheet', () => {
  it('reads trimmed cells at the sheet row numbers, skipping blank rows', () => {
    const matrix = [header, [' Ann ', 'ann@example.com', '', '10'], ['', ' ', '', ''], ['Bob', '', '2125550123', '']];
    expect(readSheet(matrix, SALES, { maxRows: 10 })).toEqual({
      rows: [
        { row_number: 2, cells: { client_name: 'Ann', email: 'ann@example.com', phone_number: '', amount: '10' } },
        { row_number: 4, cells: { client_name: 'Bob', email: '', phone_number: '2125550123', amount: '' } },
      ],
      issues: [],
    });
  });

  it('keeps formula-looking text as it is', () => {
    const { rows } = readSheet([header, ['=1+1', '@SUM(A1)', '+cmd', '-2']], SALES, { maxRows: 10 });
    expect(rows[0]?.cells).toEqual({ client_name: '=1+1', email: '@SUM(A1)', phone_number: '+cmd', amount: '-2' });
  });

  it('reports each missing column on the header row', () => {
    expect(
      readSheet(
        [
          ['Client Name', 'Email'],
          ['Ann', 'a@b.co'],
        ],
        SALES,
        { maxRows: 10 },
      ),
    ).toEqual({
      rows: [],
      issues: [
        { row_number: 1, field: 'phone_number', rule: 'sheetMissingColumn' },
        { row_number: 1, field: 'amount', rule: 'sheetMissingColumn' },
      ],
    });
  });

  it.each([
    ['no rows at all', []],
    ['blank cells only', [['', ''], ['  ']]],
    ['a header and blank rows', [header, ['', '', '', ''], []]],
  ])('calls a sheet with %s empty', (_name, matrix) => {
    expect(readSheet(matrix, SALES, { maxRows: 10 })).toEqual({
      rows: [],
      issues: [{ row_number: 1, field: 'file', rule: 'spreadsheetEmpty' }],
    });
  });

  it('refuses more data rows than allowed, but not exactly as many', () => {
    const line = ['Ann', 'ann@example.com', '', '1'];
    expect(readSheet([header, line, line], SALES, { maxRows: 2 }).rows).toHaveLength(2);
    expect(readSheet([header, line, [], line, line], SALES, { maxRows: 2 })).toEqual({
      rows: [],
      issues: [{ row_number: 1, field: 'file', rule: 'sheetTooManyRows' }],
    });
  });
});

describe('applyEdits and selectRows', () => {
  const rows = readSheet([header, ['Ann', 'a@x.co', '', '1'], ['Bob', 'b@x.co', '', '2']], SALES, {
    maxRows: 10,
  }).rows;

  it('applies edits to copies, trimmed, and reports unknown rows and locked cells', () => {
    const result = applyEdits(
      rows,
      [
        { row_number: 3, field: 'email', value: ' bob@x.co ' },
        { row_number: 9, field: 'email', value: 'x' },
        { row_number: 2, field: 'amount', value: '5' },
      ],
      ['client_name', 'email', 'phone_number'],
    );
    expect(result.rows[1]?.cells.email).toBe('bob@x.co');
    expect(rows[1]?.cells.email).toBe('b@x.co');
    expect(result.rows[0]?.cells.amount).toBe('1');
    expect(result.issues).toEqual([
      { row_number: 9, field: 'email', rule: 'rowNotInSheet' },
      { row_number: 2, field: 'amount', rule: 'cellNotEditable' },
    ]);
  });

  it('selects rows in sheet order and reports numbers the sheet lacks', () => {
    const result = selectRows(rows, [3, 2, 3, 7]);
    expect(result.rows.map((row) => row.row_number)).toEqual([2, 3]);
    expect(result.issues).toEqual([{ row_number: 7, field: 'row', rule: 'rowNotInSheet' }]);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['(212) 555-0123', '+12125550123'],
    ['212.555.0123', '+12125550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 212 555 0123', '+12125550123'],
  ])('reads %s as %s', (text, e164) => {
    expect(normalisePhone(text)).toEqual({ e164 });
  });

  it.each(['12', '555', 'call 2125550123', '=2125550123', '+99 123'])('refuses %s', (text) => {
    expect(normalisePhone(text)).toEqual({ error: 'phoneInvalid' });
  });

  it('tells a blank cell apart', () => {
    expect(normalisePhone('  ')).toEqual({ empty: true });
  });
});

describe('validateNotificationRow', () => {
  const row = (cells: Record<string, string>) => ({ row_number: 5, cells });

  it('sends a missing name and amount as N/A, and stores the phone in E.164', () => {
    expect(validateNotificationRow('SALES_TAX', row({ email: '', phone_number: '212-555-0123' }))).toEqual({
      value: { row_number: 5, client_name: 'N/A', email: null, phone_number: '+12125550123', amount: 'N/A' },
      issues: [],
    });
  });

  it('has no amount for push rows', () => {
    const { value } = validateNotificationRow('PUSH', row({ client_name: 'Ann', email: 'a@x.co', amount: '9' }));
    expect(value).toMatchObject({ client_name: 'Ann', email: 'a@x.co', amount: null });
  });

  it('reports a bad e-mail and a bad phone on their cells', () => {
    const { issues } = validateNotificationRow('PAYROLL_TAX', row({ email: 'ann@', phone_number: '12' }));
    expect(issues).toEqual([
      { row_number: 5, field: 'email', rule: 'emailInvalid' },
      { row_number: 5, field: 'phone_number', rule: 'phoneInvalid' },
    ]);
  });

  it('needs an e-mail or a phone', () => {
    expect(validateNotificationRow('SALES_TAX', row({ client_name: 'Ann', amount: '1' })).issues).toEqual([
      { row_number: 5, field: 'email', rule: 'rowNeedsContact' },
    ]);
  });
});

const tenantRow = (cells: Partial<Record<TTenantSheetField, string>>, row_number = 2) => {
  const blank = Object.fromEntries(Object.keys(TENANT_SHEET_HEADERS).map((field) => [field, '']));
  return { row_number, cells: { ...blank, ...cells } } as SheetRow<TTenantSheetField>;
};

describe('validateTenantRow', () => {
  it('gives the create command, blank optional cells as null and the root type defaulted', () => {
    const { value, issues } = validateTenantRow(
      tenantRow({ name: 'Acme', root_directory: 'acme', primary_contact_email: 'boss@acme.test', city: 'Austin' }),
    );
    expect(issues).toEqual([]);
    expect(value).toMatchObject({ name: 'Acme', root_directory_type: 'LOCAL_FOLDER', city: 'Austin', state: null });
  });

  it('accepts the root directory type however it is spelt', () => {
    const { value } = validateTenantRow(
      tenantRow({
        name: 'A',
        root_directory: 'acme-bucket/x',
        root_directory_type: 'aws s3',
        primary_contact_email: 'a@b.co',
      }),
    );
    expect(value?.root_directory_type).toBe('AWS_S3');
  });

  it('reports every problem of the row at once, with catalogue rules', () => {
    const { value, issues } = validateTenantRow(
      tenantRow({ root_directory: '../etc', timezone: 'Mars/Base', zipcode: '1'.repeat(21) }),
    );
    expect(value).toBeNull();
    expect(issues).toEqual(
      expect.arrayContaining([
        { row_number: 2, field: 'name', rule: 'nameRequired' },
        { row_number: 2, field: 'primary_contact_email', rule: 'primaryContactEmailRequired' },
        { row_number: 2, field: 'zipcode', rule: 'cellInvalid' },
        { row_number: 2, field: 'root_directory', rule: 'rootDirectoryUnsafe' },
        { row_number: 2, field: 'timezone', rule: 'timezoneUnknown' },
      ]),
    );
    expect(issues).toHaveLength(5);
  });

  it('refuses an unknown root directory type', () => {
    const { issues } = validateTenantRow(
      tenantRow({ name: 'A', root_directory: 'a', root_directory_type: 'FTP', primary_contact_email: 'a@b.co' }),
    );
    expect(issues).toEqual([{ row_number: 2, field: 'root_directory_type', rule: 'rootDirectoryTypeChoice' }]);
  });
});

describe('findDuplicates', () => {
  it('flags every row sharing a value, ignoring case; blanks never clash', () => {
    const rows = [
      tenantRow({ name: 'Acme' }, 2),
      tenantRow({ name: 'Beta' }, 3),
      tenantRow({ name: ' ACME' }, 4),
      tenantRow({}, 5),
      tenantRow({}, 6),
    ];
    expect(findDuplicates(rows, 'name')).toEqual([
      { row_number: 2, field: 'name', rule: 'duplicateInSheet' },
      { row_number: 4, field: 'name', rule: 'duplicateInSheet' },
    ]);
  });
});

describe('decodeCsv', () => {
  it('reads UTF-8 (dropping a byte-order mark) and falls back to Windows-1252', () => {
    const utf8 = new TextEncoder().encode('\ufeffName\nJosé,Москва');
    expect(decodeCsv(utf8)).toBe('Name\nJosé,Москва');
    expect(decodeCsv(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9, 0x80]))).toBe('José€');
  });
});
