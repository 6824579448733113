import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ROLE } from './roles-admin.ts';
import { SETUP_CHECKLIST_ANSWER, SETUP_CHECKLIST_ROLE } from './setup-checklist-answer.ts';
import { ZSetupChecklist } from './setup-checklist.ts';

// The dashboard checks the answer without zod; ZSetupChecklist stays the truth: every sample gets the same
// verdict from both, so a field added to the schema and not to the check fails here.
const item = { item: 'FIRM_BRANDING', done: false, dismissed: false };
const samples: unknown[] = [
  { items: [item, { item: 'BACKUP_SCHEDULE', done: true, dismissed: true }] },
  { items: [] },
  { items: [{ ...item, item: 'COFFEE_MACHINE' }] },
  { items: [{ ...item, done: 'no' }] },
  { items: [{ item: 'FIRM_BRANDING', done: false }] },
  { items: null },
  [],
  null,
];

describe('the setup checklist answer', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('%s: the check agrees with zod', (_, sample) => {
    expect(SETUP_CHECKLIST_ANSWER.safeParse(sample).success).toBe(ZSetupChecklist.safeParse(sample).success);
  });
});

it('is shown to the role the server admits', () => {
  expect(SETUP_CHECKLIST_ROLE).toBe(SUPER_ADMIN_ROLE);
});
