import type { TSubmitSalesTaxRequest } from '@ledgerport/contract';
import { isMonth, monthFirstDay, today } from '../../../lib/calendar-day.ts';
import { amountRule, amountValue, calendarDayRule } from '../../../lib/money-form-rules.ts';

export type TSalesTaxFormValues = {
  /** As typed, in the user's notation ("1.234,50" in German). */
  sale_amount: string;
  collected_tax_amount: string;
  /** 'YYYY-MM' from the month input; sent as the month's first day. */
  sale_month_date: string;
  /** 'YYYY-MM-DD' */
  submitted_date: string;
};

/** The form's fields carry the request's names, so the server's field errors land on them. */
export const SALES_TAX_FIELDS = ['sale_amount', 'collected_tax_amount', 'sale_month_date', 'submitted_date'];

/** Submitted today unless the user says otherwise. */
export const emptySalesTax = (): TSalesTaxFormValues => ({
  sale_amount: '',
  collected_tax_amount: '',
  sale_month_date: '',
  submitted_date: today(),
});

/** Spec §5: both amounts, the month and the day are required ('Amount is required', 'Collected is required'). */
export const salesTaxRules = (locale: string) => ({
  sale_amount: amountRule('errors.rules.amountRequired', locale),
  collected_tax_amount: amountRule('errors.rules.collectedRequired', locale),
  sale_month_date: (value: string) => {
    if (!value.trim()) return 'errors.rules.saleMonthRequired';
    // A browser without a month picker shows a text box: say what to type there.
    return isMonth(value.trim()) ? null : 'salesTax.form.monthFormat';
  },
  submitted_date: calendarDayRule('errors.rules.submittedDateRequired'),
});

/** The request body once the rules passed: amounts as decimal strings, the month as its first day. */
export const toSalesTaxRequest = (values: TSalesTaxFormValues, locale: string): TSubmitSalesTaxRequest => ({
  sale_amount: amountValue(values.sale_amount, locale),
  collected_tax_amount: amountValue(values.collected_tax_amount, locale),
  sale_month_date: monthFirstDay(values.sale_month_date.trim()),
  submitted_date: values.submitted_date.trim(),
});
