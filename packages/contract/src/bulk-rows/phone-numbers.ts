import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY } from '../bulk.ts';

// Digits and the usual separators only: the parser would otherwise find a number inside any text.
const PHONE_CHARACTERS = /^[+\d\s().-]+$/;

/** A phone cell as E.164; numbers without a country code are read as DEFAULT_PHONE_COUNTRY's. */
export function normalisePhone(text: string): { e164: string } | { error: 'phoneInvalid' } | { empty: true } {
  const trimmed = text.trim();
  if (!trimmed) return { empty: true };
  const parsed = PHONE_CHARACTERS.test(trimmed)
    ? parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_COUNTRY)
    : undefined;
  return parsed?.isValid() ? { e164: parsed.number } : { error: 'phoneInvalid' };
}
