import type { TLocale } from '@ledgerport/contract';
import { formatMoney } from './formats.ts';

const DECIMAL = /^-?\d{1,13}(\.\d{1,2})?$/;

/**
 * An amount as the sheet gave it: a plain decimal is written the language's way (1234.5 → 1,234.50 / 1.234,50),
 * anything else ("$1,234", "see letter") exactly as typed; none is 'N/A' (spec §3).
 */
export const sheetAmount = (locale: TLocale, amount: string | null) => {
  if (amount === null || amount.trim() === '') return 'N/A';
  return DECIMAL.test(amount.trim()) ? formatMoney(locale, amount.trim()) : amount;
};
