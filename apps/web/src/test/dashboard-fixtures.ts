import { SETUP_ITEMS, type TDailyOverview, type TSetupChecklist } from '@ledgerport/contract';
import { json, type TRoutes } from './fake-api.ts';

export const DAILY_OVERVIEW_PATH = '/api/v1/dashboard/daily-overview';
export const SETUP_CHECKLIST_PATH = '/api/v1/setup-checklist';

/** Test-only: a firm whose setup is complete: a SuperAdmin's dashboard shows no setup card. */
export const setUpFirm: TSetupChecklist = {
  items: SETUP_ITEMS.map((item) => ({ item, done: true, dismissed: false })),
};

/**
 * Test-only: one day's counts as the server reports them (the total is the sum of the upload types; sales-tax
 * submissions are counted apart, as they are not files).
 */
export const someDailyOverview: TDailyOverview = {
  date: '2026-11-22',
  time_zone: 'America/New_York',
  total: 17,
  by_type: { BANK_STATEMENT: 5, PAYROLL_DOCUMENT: 4, CORPORATION_DOCUMENT: 2, OTHERS: 6 },
  sales_tax: 3,
};

/**
 * The staff dashboard asks for these figures (and a SuperAdmin's for the setup checklist) as soon as it shows. A test that lands there for another reason
 * (signing in, the shell) answers it with this, so the request neither fails nor is retried in the background.
 */
export const dailyOverviewRoute: TRoutes = {
  [`GET ${DAILY_OVERVIEW_PATH}`]: () => json(200, someDailyOverview),
  [`GET ${SETUP_CHECKLIST_PATH}`]: () => json(200, setUpFirm),
};
