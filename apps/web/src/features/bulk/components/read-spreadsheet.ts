import { decodeCsv } from '@ledgerport/contract/bulk-rows/csv-decoding';
import type { SheetMatrix } from '@ledgerport/contract/bulk-rows/sheet-rows';

/**
 * The first sheet of a spreadsheet file as rows of cell text (row 0 = the header row), read in the browser for
 * the preview. The server reads the same file again with the same SheetJS options (and the same CSV decoding),
 * so both see the same cells. SheetJS is loaded here, on first use: it is large, and only the bulk screens need
 * it. Formulas are never evaluated: a cell like "=1+1" stays that text.
 */
export async function readSpreadsheet(file: File): Promise<SheetMatrix> {
  const [{ read, utils }, data] = await Promise.all([import('@e965/xlsx'), file.arrayBuffer()]);
  const options = { sheets: 0, dense: true, cellFormula: false, cellHTML: false } as const;
  // From bytes SheetJS reads a CSV without a byte-order mark as Latin-1; the contract decodes it properly.
  const workbook = file.name.toLowerCase().endsWith('.csv')
    ? read(decodeCsv(new Uint8Array(data)), { ...options, type: 'string' })
    : read(data, { ...options, type: 'array' });
  const firstName = workbook.SheetNames[0];
  const sheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
  if (!sheet) return [];
  const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '' });
  return rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
}
