import type { Readable } from 'node:stream';
import { VALIDATION_MESSAGES, isSpreadsheetName, type TValidationMessageId } from '@ledgerport/contract';
import { decodeCsv } from '@ledgerport/contract/bulk-rows/csv-decoding';
import type { SheetMatrix } from '@ledgerport/contract/bulk-rows/sheet-rows';
import type { Config } from '../../config.ts';
import { AppError } from '../errors.ts';
import { ZIP_MAX_ENTRIES, ZIP_MAX_RATIO, isZip, zipProblem } from './zip-directory.ts';
import { loadSheetJs } from '../lazy/heavy-modules.ts';

export type SpreadsheetLimits = Config['spreadsheetLimits'];

/** The uploaded file as a whole is refused: a 400 on the `file` field with the catalogue's text. */
export const sheetRefused = (rule: TValidationMessageId, why: string = VALIDATION_MESSAGES[rule]) =>
  new AppError(400, 'VALIDATION_ERROR', why, [{ field: 'file', message: VALIDATION_MESSAGES[rule] }]);

export const sheetTooLarge = (maxBytes: number) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `The spreadsheet is larger than the limit of ${maxBytes} bytes`, [
    { field: 'max_bytes', message: String(maxBytes) },
  ]);

/**
 * The whole part in memory (SheetJS needs it whole), refused with 413 as soon as it passes the limit. What
 * is left of the part is drained so the request can finish and the 413 be answered.
 */
async function readAll(content: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of content) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) break;
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // @fastify/multipart ends the part with an error of its own at its fileSize limit.
    if ((error as { statusCode?: number }).statusCode === 413) throw sheetTooLarge(maxBytes);
    throw new AppError(400, 'VALIDATION_ERROR', 'The upload was interrupted');
  }
  if (size > maxBytes) {
    content.resume();
    throw sheetTooLarge(maxBytes);
  }
  return Buffer.concat(chunks, size);
}

/** Cell text exactly as the browser's preview reads it (same SheetJS calls), the first sheet only. */
async function firstSheetText(bytes: Buffer, fileName: string): Promise<SheetMatrix> {
  const { read, utils } = await loadSheetJs();
  const options = { sheets: 0, cellFormula: false, cellHTML: false, dense: true } as const;
  const workbook = fileName.toLowerCase().endsWith('.csv')
    ? read(decodeCsv(bytes), { ...options, type: 'string' })
    : read(bytes, { ...options, type: 'buffer' });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) return [];
  const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '' });
  return rows.map((row) => row.map((cell) => String(cell ?? '')));
}

/**
 * An uploaded bulk sheet as cell text, after every check that must come before parsing: the name (.xlsx,
 * .xls or .csv, else 400 spreadsheetType), the size (413 past maxFileBytes), and for anything that is a zip
 * the central directory (400 spreadsheetUnsafe: see zipProblem). Formulas are never evaluated: a CSV cell
 * "=1+1" stays that text, and an .xlsx formula gives the value its spreadsheet program saved with it.
 * Rows (and the maxRows cap) are the shared readSheet's job, exactly as in the browser.
 */
export async function readUploadedSheet(
  content: Readable,
  fileName: string,
  limits: SpreadsheetLimits,
): Promise<SheetMatrix> {
  if (!isSpreadsheetName(fileName)) {
    content.resume();
    throw sheetRefused('spreadsheetType');
  }
  const bytes = await readAll(content, limits.maxFileBytes);
  if (isZip(bytes)) {
    const zipLimits = {
      maxUnzippedBytes: limits.maxUnzippedBytes,
      maxEntries: ZIP_MAX_ENTRIES,
      maxRatio: ZIP_MAX_RATIO,
    };
    const problem = await zipProblem(bytes, zipLimits);
    if (problem) throw sheetRefused('spreadsheetUnsafe', `The spreadsheet was refused before parsing: ${problem}`);
  }
  try {
    return await firstSheetText(bytes, fileName);
  } catch {
    // A corrupt workbook, or one that only pretends to be a spreadsheet (SheetJS says which; the user needs
    // only to know that this file will not do).
    throw sheetRefused('spreadsheetType', 'The file could not be read as a spreadsheet');
  }
}
