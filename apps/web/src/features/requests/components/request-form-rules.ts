import { REQUEST_TITLE_MAX, MAX_DUE_DAYS } from '@ledgerport/contract';
import { isCalendarDay, isMonth } from '../../../lib/calendar-day.ts';

/**
 * The create and edit forms' rules, as translation keys of the contract's messages (so they follow a language
 * switch) or null. The server checks every one again; "today" here is the browser's, the server's the firm's.
 */
export const titleRule = (value: string) => {
  if (!value.trim()) return 'errors.rules.requestTitleRequired';
  return value.trim().length > REQUEST_TITLE_MAX ? 'errors.rules.requestTitleTooLong' : null;
};

export const dueOnRule = (today: string) => (value: string) => {
  if (!value.trim()) return 'errors.rules.dueDateRequired';
  if (!isCalendarDay(value.trim())) return 'errors.rules.dateInvalid';
  return value.trim() < today ? 'errors.rules.dueDateInPast' : null;
};

/** The first period of a recurring request: a month ('YYYY-MM'); a quarterly one starts a quarter. */
export const firstPeriodRule = (quarterly: boolean) => (value: string) => {
  if (!value.trim()) return 'errors.rules.firstPeriodRequired';
  if (!isMonth(value.trim())) return 'errors.rules.monthInvalid';
  return quarterly && !/-(01|04|07|10)$/.test(value.trim()) ? 'errors.rules.quarterStartRequired' : null;
};

export const dueDaysRule = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_DUE_DAYS
    ? null
    : 'errors.rules.dueDaysRange';
