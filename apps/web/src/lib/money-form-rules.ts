import { isCalendarDay } from './calendar-day.ts';
import { parseDecimalInput } from './decimal.ts';

/**
 * Form rules for amounts and days, shared by the sales-tax and payroll forms. Like every form rule here they
 * return a translation key (so a message follows a language switch) or null. `locale` is the interface
 * language, whose notation the user types amounts in.
 */

/** An amount: `requiredKey` when empty, else the catalogue rule it breaks (negative, too many digits...). */
export const amountRule = (requiredKey: string, locale: string) => (value: string) => {
  if (!value.trim()) return requiredKey;
  const parsed = parseDecimalInput(value, locale);
  return 'error' in parsed ? `errors.rules.${parsed.error}` : null;
};

/** A day from a date input: `requiredKey` when empty; a browser without a date picker may let through text. */
export const calendarDayRule = (requiredKey: string) => (value: string) => {
  if (!value.trim()) return requiredKey;
  return isCalendarDay(value.trim()) ? null : 'errors.rules.dateInvalid';
};

/** The API's decimal string of an amount the rules above accepted. */
export function amountValue(value: string, locale: string): string {
  const parsed = parseDecimalInput(value, locale);
  // Only called after validation; should the value be refused after all, the server names the field.
  return 'value' in parsed ? parsed.value : value.trim();
}
