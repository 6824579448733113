// The first SuperAdmin's setup checklist on the staff dashboard (issue 30, part 5): its items and the check of
// its answer, written without zod like the other answers the dashboard reads on its first render
// (signed-in-answers.ts). setup-checklist-answer.test.ts holds the check beside ZSetupChecklist.
import { answerCheck, isOneOf, isRecord } from './answer-checks.ts';
import type { TSetupChecklist } from './setup-checklist.ts';
import { SETUP_ITEMS } from './signed-in-constants.ts';

/** Who sees the checklist: SUPER_ADMIN_ROLE (roles-admin.ts, a zod module), said here for the dashboard's chunk. */
export const SETUP_CHECKLIST_ROLE = 'SuperAdmin';

/** A backup counts as scheduled while one was taken within this many days (a nightly job, a few missed). */
export const SETUP_BACKUP_RECENT_DAYS = 7;

/** ZSetupChecklistItem */
const isItem = (value: unknown) =>
  isRecord(value) &&
  isOneOf(SETUP_ITEMS)(value.item) &&
  typeof value.done === 'boolean' &&
  typeof value.dismissed === 'boolean';

/** ZSetupChecklist */
const isSetupChecklist = (value: unknown): value is TSetupChecklist =>
  isRecord(value) && Array.isArray(value.items) && value.items.every(isItem);

export const SETUP_CHECKLIST_ANSWER = answerCheck('the setup checklist', isSetupChecklist);
