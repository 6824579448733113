import { MONEY_PATTERN, type TValidationMessageId } from '@ledgerport/contract';
import { numberFormat } from './intl-cache.ts';

/**
 * Money travels as a decimal string ("1234.50"), never as a float: 0.1 has no exact float, and amounts of
 * thirteen digits lose cents in a double. These helpers read what a user typed in their language's notation
 * and show the server's strings in it, without ever turning an amount into a Number.
 */

type TSeparators = { decimal: string; group: string };

const separatorCache = new Map<string, TSeparators>();

/** The decimal and grouping signs of `locale` ("," and "." in German; ru groups with a no-break space). */
function separatorsOf(locale: string): TSeparators {
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = numberFormat(locale).formatToParts(12345.6);
    found = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
    separatorCache.set(locale, found);
  }
  return found;
}

const WHOLE_AND_FRACTION = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string from the server ("12345678901.23") in `locale`'s notation ("12.345.678.901,23" in German),
 * always with at least two decimals. The whole part goes through BigInt, so no digit is lost however long it
 * is; the fraction is written as it came, never rounded. Anything that is not a plain decimal is shown as sent.
 * Thousands are always grouped, as in financial statements: CLDR's general rule would leave a four-digit
 * amount ungrouped in Spanish and Italian ("1234,50" next to "12.345,00" in the same column).
 */
export function formatDecimal(value: string, locale: string): string {
  const match = WHOLE_AND_FRACTION.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const wholeText = numberFormat(locale, { useGrouping: 'always' }).format(BigInt(whole));
  return `${sign}${wholeText}${separatorsOf(locale).decimal}${fraction.padEnd(2, '0')}`;
}

export type TParsedDecimal =
  { value: string } | { error: Extract<TValidationMessageId, 'amountNotNegative' | 'amountFormat'> };

// Spaces (a no-break space groups thousands in Russian) and apostrophes (Swiss habit) only group digits.
const IGNORED = /[\s\u00a0\u202f'\u2019]/g;
const GROUPED = (mark: string) => new RegExp(`^\\d{1,3}(?:\\${mark}\\d{3})+$`);

/**
 * What a user typed into an amount field, as the decimal string the API takes ("1.234,50" in German and
 * "1,234.50" in English both give "1234.50"), or the catalogue rule it breaks. Read sensibly across notations:
 * with both "." and "," the last one is the decimal mark; a lone mark is the decimal mark when it is the
 * language's own, or when one or two digits follow it (a group always has three); three digits after the
 * language's grouping mark are a group. Anything else ambiguous ("1.234" in Russian) is refused, never guessed.
 * An empty text is the caller's to report (each field has its own "required" message).
 */
export function parseDecimalInput(text: string, locale: string): TParsedDecimal {
  const format = { error: 'amountFormat' } as const;
  let typed = text.replace(IGNORED, '');
  if (/^[-\u2212]/.test(typed)) return { error: 'amountNotNegative' };
  if (typed.startsWith('+')) typed = typed.slice(1);
  if (!/^[\d.,]+$/.test(typed) || !/\d/.test(typed)) return format;

  const { decimal, group } = separatorsOf(locale);
  const marks = [...new Set(typed.replace(/\d/g, ''))];
  let decimalMark: string | undefined;
  if (marks.length === 2) {
    decimalMark = typed.lastIndexOf('.') > typed.lastIndexOf(',') ? '.' : ',';
  } else if (marks.length === 1) {
    const mark = marks[0]!;
    const pieces = typed.split(mark);
    const after = pieces[1]!;
    if (pieces.length > 2) decimalMark = undefined;
    else if (mark === decimal) decimalMark = mark;
    else if (mark === group && after.length === 3) decimalMark = undefined;
    else if (after.length <= 2) decimalMark = mark;
    else return format;
  }

  let whole = typed;
  let fraction = '';
  if (decimalMark) {
    const at = typed.lastIndexOf(decimalMark);
    whole = typed.slice(0, at);
    fraction = typed.slice(at + 1);
    if (fraction === '' || whole.includes(decimalMark)) return format;
  }
  const groupMark = marks.find((mark) => mark !== decimalMark);
  if (groupMark && whole.includes(groupMark)) {
    if (!GROUPED(groupMark).test(whole)) return format;
    whole = whole.replaceAll(groupMark, '');
  }
  whole = whole.replace(/^0+(?=\d)/, '') || '0';
  const value = fraction ? `${whole}.${fraction}` : whole;
  return MONEY_PATTERN.test(value) ? { value } : format;
}
