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

/** Spec §5's one message for any missing field: the form says it once, above the fields. */
export const PAYROLL_MISSING_KEY = 'errors.rules.completeRequiredFields';
const MISSING = PAYROLL_MISSING_KEY;

/** A missing field is only marked (`true`: red, aria-invalid, no text), so the message is not said four times. */
const marked = (problem: string | null) => (problem === MISSING ? true : problem);

/** Spec §5: amount, type and both dates required ('Please complete all required fields...'); from ≤ to. */
export const payrollRules = (locale: string) => ({
  payroll_amount: (value: string) => marked(amountRule(MISSING, locale)(value)),
  payroll_period_type: (value: string) => ((PAYROLL_PERIOD_TYPES as readonly string[]).includes(value) ? null : true),
  payroll_period_date_from: (value: string) => marked(calendarDayRule(MISSING)(value)),
  payroll_period_date_to: (value: string, values: TPayrollFormValues) => {
    const problem = marked(calendarDayRule(MISSING)(value));
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
