import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../../../test/factories.ts';
import { addDays } from './request-periods.ts';
import { reminderMails, runAt, useReminderTestApp } from './request-reminders.test-support.ts';

// Issue 17: at a firm's scale most OPEN requests are long overdue; a run reads only who is due today.
const ctx = useReminderTestApp();
const noon = (day: string) => `${day}T12:00:00Z`;

/** Every row any query of the run answered, to tell what it read from the database. */
class RowsRead implements KyselyPlugin {
  readonly rows: Array<Record<string, unknown>> = [];
  transformQuery({ node }: PluginTransformQueryArgs) {
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    this.rows.push(...(result.rows as Array<Record<string, unknown>>));
    return result;
  }
}

/** A client company with `people` client users, each a TenantManager of it. */
async function company(people: number) {
  const db = ctx.database.db;
  const tenant = await createTenant(db);
  const clients = [];
  for (let i = 0; i < people; i++)
    clients.push(await createUser(db, { name: `Client ${i}`, tenantRoles: { [tenant.id]: 'TenantManager' } }));
  const ask = async (title: string, dueOn: string) =>
    (
      await db
        .insertInto('document_requests')
        .values({ tenant_id: tenant.id, title, kind: 'OTHERS', due_on: dueOn })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { tenant, clients, ask };
}

const mailsTo = async (email: string) => (await reminderMails(ctx)).filter((m) => m.to_address === email);

describe('the reminder run at scale', () => {
  it('neither reminds nor reads the list of a person whose open requests are all long overdue', async () => {
    const day = '2030-09-10';
    const late = await company(1);
    // Overdue by more than any cadence reaches, and inside its span but on no trigger day (3 and 7 after).
    const lateIds = [
      await late.ask('Long forgotten', addDays(day, -400)),
      await late.ask('Overdue a while', addDays(day, -61)),
      await late.ask('Overdue five days', addDays(day, -5)),
    ];
    const due = await company(1);
    await due.ask('Due today', day);
    const owedLongAgo = await due.ask('Owed for a year', addDays(day, -365));

    const read = new RowsRead();
    expect(await runAt(ctx, noon(day), { db: ctx.database.db.withPlugin(read) })).toBe(1);
    expect(await mailsTo(late.clients[0]!.email)).toHaveLength(0);
    const readIds = new Set(read.rows.map((row) => row.id));
    expect(lateIds.filter((id) => readIds.has(id))).toEqual([]);
    // The person who is due today still hears of everything they owe, the long overdue included.
    expect(readIds.has(owedLongAgo)).toBe(true);
    const [mail] = await mailsTo(due.clients[0]!.email);
    expect(mail!.text_body).toContain('Due today');
    expect(mail!.text_body).toContain('Owed for a year');
    expect(mail!.subject).toContain('2 requests are waiting for you');
  });

  it('reminds many people in one run, batch after batch, each exactly once', async () => {
    const day = '2030-10-15';
    const first = await company(3);
    const second = await company(2);
    await first.ask('Quarterly statement', addDays(day, 3));
    await second.ask('Payroll summary', addDays(day, -7));
    await second.ask('Bank statement', addDays(day, 1));
    const people = [...first.clients, ...second.clients];

    expect(await runAt(ctx, noon(day), { peoplePerBatch: 2 })).toBe(5);
    for (const person of first.clients) {
      const mails = await mailsTo(person.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain('Quarterly statement');
    }
    for (const person of second.clients) {
      const mails = await mailsTo(person.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain('Payroll summary');
      expect(mails[0]!.text_body).toContain('Bank statement');
    }
    // A re-run the same day, in any batch size, sends nothing more.
    expect(await runAt(ctx, `${day}T15:00:00Z`, { peoplePerBatch: 1 })).toBe(0);
    for (const person of people) expect(await mailsTo(person.email)).toHaveLength(1);
  });
});
