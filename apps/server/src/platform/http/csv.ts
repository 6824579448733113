/** Excel reads a UTF-8 file as the local code page unless it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet treat a cell as a formula (OWASP "CSV Injection"). Names, targets and
 * e-mail addresses come from users, so a file named "=HYPERLINK(...)" must reach the auditor as text.
 * Compared after NFKC, so the full-width and small forms (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫), which spreadsheets with an East
 * Asian input method read as their ASCII twins, count too.
 */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@']);
/** A leading tab, CR or LF starts a formula on its own in some spreadsheets; blanks before a trigger may be trimmed. */
const LEADING_BLANK = /^\s*/; // \s holds the no-break and ideographic spaces too

function startsFormula(text: string): boolean {
  if (/^[\t\r\n]/.test(text)) return true;
  const first = text.slice(LEADING_BLANK.exec(text)![0].length).codePointAt(0);
  return first !== undefined && FORMULA_TRIGGERS.has(String.fromCodePoint(first).normalize('NFKC'));
}

/** A leading apostrophe defuses a formula trigger: the spreadsheet shows the text as typed. CSV and XLSX alike. */
export const formulaSafe = (text: string) => (text && startsFormula(text) ? `'${text}` : text);

/**
 * One CSV cell: formula-safe (above), then RFC 4180 quoting when the value holds a comma, a double quote or a
 * line break (quotes doubled inside).
 */
export function csvCell(value: string | null | undefined): string {
  const text = formulaSafe(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV record with the CRLF line ending RFC 4180 asks for. */
export const csvRow = (cells: readonly (string | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;
