import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { createMailDelivery } from './mail-channel.ts';
import type { Mailer } from './mailer.ts';
import { insertQueuedMessages } from './outbox-messages.repo.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** An SMTP server that takes `ms` to accept each message. */
const slowMailer = (ms: number, sent: string[]): Mailer => ({
  transport: 'smtp',
  deliver: async (mail) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    sent.push(mail.to);
  },
  close: async () => {},
});

const queued = (count: number, prefix: string) =>
  insertQueuedMessages(
    database.db,
    Array.from({ length: count }, (_, i) => ({
      to: `${prefix}-${i}@client.test`,
      locale: 'en',
      template: 'password-reset',
      subject: 'Hello',
      text: 'hello',
      html: '<p>hello</p>',
      idempotencyKey: `${prefix}-${i}`,
    })),
  );

describe('delivering a batch of mail', () => {
  it('sends five at a time, and gives back untried what could no longer start early in its claim', async () => {
    const sent: string[] = [];
    // A 2-second claim: sends may start during its first half second; the first five take 0.7 s.
    const deliverMany = createMailDelivery({ db: database.db, mailer: slowMailer(700, sent), claimSeconds: 2 });
    const ids = await queued(12, 'slow');

    const results = await deliverMany(ids.map((outboxId) => ({ outboxId, isLastAttempt: false })));

    expect(sent).toHaveLength(5);
    const late = ids.filter((id) => results.get(id) instanceof Error);
    expect(late).toHaveLength(7);
    expect(String(results.get(late[0]!))).toMatch(/claim was running out/);
    const rows = await database.db
      .selectFrom('outbox_messages')
      .select(['status', 'attempts', 'locked_until'])
      .where('id', 'in', late)
      .execute();
    expect(rows).toEqual(Array(7).fill({ status: 'QUEUED', attempts: 0, locked_until: null }));
  });

  it('still tries a message on its job’s last attempt, however late', async () => {
    const sent: string[] = [];
    const deliverMany = createMailDelivery({ db: database.db, mailer: slowMailer(700, sent), claimSeconds: 2 });
    const ids = await queued(7, 'last');

    const results = await deliverMany(ids.map((outboxId) => ({ outboxId, isLastAttempt: true })));

    expect([...results.values()]).toEqual(Array(7).fill('sent'));
    expect(sent).toHaveLength(7);
  });
});
