import {
  cellFigures,
  type TCompletenessCell,
  type TCompletenessPeriod,
  type TCompletenessRow,
} from '@ledgerport/contract';
import { csvRow, formulaSafe, UTF8_BOM } from '../../platform/http/csv.ts';
import { loadSheetJs } from '../../platform/lazy/heavy-modules.ts';

/**
 * The matrix as a spreadsheet: one row per tenant, one column per period, like the screen. A cell reads
 * "<STATUS> <received>/<expected>" (received: SUBMITTED or DONE), or NOT_EXPECTED alone. Tenant and staff
 * names come from users, so every text cell is formula-safe in both formats.
 */
export function cellText(cell: TCompletenessCell) {
  const { status, received, expected } = cellFigures(cell);
  return status === 'NOT_EXPECTED' ? status : `${status} ${received}/${expected}`;
}

const header = (periods: TCompletenessPeriod[]) => ['tenant', 'responsible', ...periods.map((p) => p.key)];
const cellsOf = (row: TCompletenessRow) => [row.tenant_name, row.responsible?.name ?? '', ...row.cells.map(cellText)];

export function matrixCsv(periods: TCompletenessPeriod[], rows: TCompletenessRow[]): string {
  return UTF8_BOM + csvRow(header(periods)) + rows.map((row) => csvRow(cellsOf(row))).join('');
}

export async function matrixXlsx(periods: TCompletenessPeriod[], rows: TCompletenessRow[]): Promise<Buffer> {
  const { utils, write } = await loadSheetJs();
  const sheet = utils.aoa_to_sheet([header(periods), ...rows.map((row) => cellsOf(row).map(formulaSafe))]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Completeness');
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
