import { z } from 'zod';
import { MONEY_PATTERN } from './signed-in-constants.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/** A money field; `required` is the message for a missing or empty value (the spec words it per field). */
export const zMoney = (required: string = VALIDATION_MESSAGES.amountRequired) =>
  z
    .string(required)
    .trim()
    .min(1, { message: required, abort: true })
    .refine((v) => !v.startsWith('-'), VALIDATION_MESSAGES.amountNotNegative)
    .refine((v) => v.startsWith('-') || MONEY_PATTERN.test(v), VALIDATION_MESSAGES.amountFormat);

/** A calendar day, 'YYYY-MM-DD' (a real date: 2026-02-30 is refused); `required` for a missing or empty one. */
export const zCalendarDay = (required: string) =>
  z.string(required).min(1, { message: required, abort: true }).pipe(z.iso.date(VALIDATION_MESSAGES.dateInvalid));

/** A month as its first day, 'YYYY-MM-01' (spec §3: the month sent as 'YYYY-MM' plus '-01'). */
export const ZMonthFirstDay = z
  .string(VALIDATION_MESSAGES.saleMonthRequired)
  .min(1, { message: VALIDATION_MESSAGES.saleMonthRequired, abort: true })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, VALIDATION_MESSAGES.monthInvalid);
