import { MAX_REMINDER_OFFSET_DAYS } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { expectIndexedFilter, planOf, useSeededDatabase } from '../../../test/query-plans.ts';
import { addDays } from './request-periods.ts';
import { reminderCandidates } from './request-reminders.repo.ts';

// Issue 17: the reminder run finds who is due today from the OPEN requests of the cadence's span alone.
const database = useSeededDatabase();

describe('request reminder query plans (issue 17)', () => {
  it("finds today's candidates by a range of the OPEN requests' due-date index, never reading every request", async () => {
    // As at a firm: the seeded requests are due through 2020, so a year on nearly all are long overdue and
    // only the last few lie within the cadence's span.
    const today = '2021-02-15';
    const from = addDays(today, -MAX_REMINDER_OFFSET_DAYS);
    const until = addDays(today, MAX_REMINDER_OFFSET_DAYS);
    const plan = await planOf(database().db, (db) => reminderCandidates(db, from, until, today));
    expectIndexedFilter(plan, 'document_requests', 'due_on', { exact: true });
    // By the due-date range itself, not tenant by tenant (a probe of every tenant's requests).
    const indexes = plan.map((node) => node['Index Name'] ?? '').filter((name) => name.startsWith('document_requests'));
    expect(indexes).toEqual(['document_requests_open_due_idx']);
  });
});
