import { PAYROLL_PERIOD_TYPES, type TPayrollInfo, type TPayrollPeriodType } from '@ledgerport/contract';
import { amountRule, amountValue, calendarDayRule } from '../../../lib/money-form-rules.ts';

export type TPayrollFormValues = {
  /** As typed, in the user's notation. */
  payroll_amount: string;
  /** Empty until chosen: the select starts with no type, so the choice is deliberate. */
  payroll_period_type: TPayrollPeriodType | '';
  /** 'YYYY-MM-DD' */
  payroll_period_date_from: string;
  payroll_period_date_to: string;
};

/** The form's fields carry the names of `payroll_info`, so the server's field errors land on them. */
export const PAYROLL_FIELDS = [
  'payroll_amount',
  'payroll_period_type',
  'payroll_period_date_from',
  'payroll_period_date_to',
];

export const emptyPayroll: TPayrollFormValues = {
  payroll_amount: '',
  payroll_period_type: '',
  payroll_period_date_from: '',
  payroll_period_date_to: '',
};

const MISSING = 'errors.rules.completeRequiredFields';

/** Spec §5: amount, type and both dates required ('Please complete all required fields...'); from ≤ to. */
export const payrollRules = (locale: string) => ({
  payroll_amount: amountRule(MISSING, locale),
  payroll_period_type: (value: string) =>
    (PAYROLL_PERIOD_TYPES as readonly string[]).includes(value) ? null : MISSING,
  payroll_period_date_from: calendarDayRule(MISSING),
  payroll_period_date_to: (value: string, values: TPayrollFormValues) => {
    const problem = calendarDayRule(MISSING)(value);
    if (problem) return problem;
    // Both are 'YYYY-MM-DD', so text order is date order.
    const from = values.payroll_period_date_from.trim();
    return from && value.trim() < from ? 'errors.rules.periodReversed' : null;
  },
});

/** The `payroll_info` part once the rules passed. */
export const toPayrollInfo = (values: TPayrollFormValues, locale: string): TPayrollInfo => ({
  payroll_amount: amountValue(values.payroll_amount, locale),
  payroll_period_type: values.payroll_period_type as TPayrollPeriodType,
  payroll_period_date_from: values.payroll_period_date_from.trim(),
  payroll_period_date_to: values.payroll_period_date_to.trim(),
});
