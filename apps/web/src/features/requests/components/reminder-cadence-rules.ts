import {
  MAX_REMINDER_OFFSET_DAYS,
  MAX_REMINDER_OFFSETS,
  type TFieldIssue,
  type TReminderCadence,
} from '@ledgerport/contract';

/** The cadence as a form holds it: each day list as typed ("3, 7"), so a half-typed list is never lost. */
export type TCadenceFormValues = { before_days: string; on_due_day: boolean; after_days: string };

export const cadenceFormValues = (cadence: TReminderCadence): TCadenceFormValues => ({
  before_days: cadence.before_days.join(', '),
  on_due_day: cadence.on_due_day,
  after_days: cadence.after_days.join(', '),
});

const tokens = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((token) => token.trim())
    .filter(Boolean);

/** "3, 7" → [3, 7]; only ever called on a list the rule below accepted. */
export const parseDays = (text: string): number[] => tokens(text).map(Number);

export const cadenceOf = (values: TCadenceFormValues): TReminderCadence => ({
  before_days: parseDays(values.before_days),
  on_due_day: values.on_due_day,
  after_days: parseDays(values.after_days),
});

// The contract's rules, with the catalogue's texts (errors.rules.*) in the user's language.
export const daysRule = (text: string) => {
  const days = tokens(text);
  const inRange = (token: string) =>
    /^\d+$/.test(token) && Number(token) >= 1 && Number(token) <= MAX_REMINDER_OFFSET_DAYS;
  if (days.length > MAX_REMINDER_OFFSETS || !days.every(inRange)) return 'errors.rules.reminderOffsetRange';
  if (new Set(days.map(Number)).size !== days.length) return 'errors.rules.reminderOffsetRepeated';
  return null;
};

export const hourRule = (value: number | string) =>
  value !== '' && Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= 23
    ? null
    : 'errors.rules.quietHourRange';

/**
 * The form field a server issue belongs to: `cadence.before_days.1` → `before_days`, `quiet_from` → itself.
 * Undefined for a field the form does not show.
 */
export function formFieldOf(issue: TFieldIssue, fields: readonly string[]): string | undefined {
  const parts = issue.field.split('.');
  const name = parts[0] === 'cadence' ? parts[1] : parts[0];
  return name !== undefined && fields.includes(name) ? name : undefined;
}
