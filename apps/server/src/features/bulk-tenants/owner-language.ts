import { LOCALES, type TLocale } from '@ledgerport/contract';
import { matchColumns } from '@ledgerport/contract/bulk-rows/sheet-reading';
import { cellText, type RowIssue, type SheetMatrix } from '@ledgerport/contract/bulk-rows/sheet-rows';

/**
 * The optional "Language" column of a tenant sheet: the language each row's owner is invited in, over the one the
 * import chose (and the firm's). A sheet without it is read as before; its cells take a code (en, de…) or the
 * language's name in English or in itself, in any case, so a firm can type what it knows.
 */
const LANGUAGE_COLUMN = { language: 'Language' } as const;

const NAMES: Record<TLocale, string[]> = {
  en: ['english', 'inglés', 'englisch', 'inglese', 'английский'],
  es: ['spanish', 'español', 'espanol', 'spanisch', 'spagnolo', 'испанский'],
  de: ['german', 'deutsch', 'alemán', 'aleman', 'tedesco', 'немецкий'],
  it: ['italian', 'italiano', 'italienisch', 'итальянский'],
  ru: ['russian', 'русский', 'ruso', 'russisch', 'russo'],
};

/** A cell's language: a code (also "de-AT", "de_DE") or a name; undefined when it names none we offer. */
export function languageOf(text: string): TLocale | undefined {
  const value = text.trim().toLowerCase();
  const code = value.split(/[-_]/)[0] ?? '';
  if ((LOCALES as readonly string[]).includes(code)) return code as TLocale;
  return LOCALES.find((locale) => NAMES[locale].includes(value));
}

/**
 * Each listed row's language from the sheet (by its sheet row number; a blank cell is left out), and a row
 * problem for a cell that names no language we offer. Nothing when the sheet has no Language column.
 */
export function ownerLanguages(
  matrix: SheetMatrix,
  rowNumbers: number[],
): { languages: Map<number, TLocale>; issues: RowIssue[] } {
  const languages = new Map<number, TLocale>();
  const issues: RowIssue[] = [];
  const column = matchColumns(matrix[0] ?? [], LANGUAGE_COLUMN).columns.language;
  if (column === undefined) return { languages, issues };
  for (const row_number of rowNumbers) {
    const text = cellText((matrix[row_number - 1] ?? [])[column]);
    if (text === '') continue;
    const language = languageOf(text);
    if (language) languages.set(row_number, language);
    else issues.push({ row_number, field: 'language', rule: 'languageUnknown' });
  }
  return { languages, issues };
}
