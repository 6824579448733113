import { NOT_AVAILABLE, type TLocale } from '@ledgerport/contract';
import { formatMoney } from './formats.ts';

const DECIMAL = /^-?\d{1,13}(\.\d{1,2})?$/;

/** How each language marks a value the sheet left out (spec §3's 'N/A' is the English one). */
const NOT_GIVEN: Record<TLocale, string> = { en: 'N/A', es: 'N/D', de: 'k. A.', it: 'N/D', ru: 'н/д' };

/**
 * An amount as the sheet gave it: a plain decimal is written the language's way (1234.5 → 1,234.50 / 1.234,50),
 * anything else ("$1,234", "see letter") exactly as typed; none (a blank cell, stored as 'N/A') is the
 * language's "not given" mark.
 */
export const sheetAmount = (locale: TLocale, amount: string | null) => {
  const typed = amount?.trim() ?? '';
  if (typed === '' || typed === NOT_AVAILABLE) return NOT_GIVEN[locale];
  return DECIMAL.test(typed) ? formatMoney(locale, typed) : typed;
};
