import type { Kysely, KyselyPlugin, OperationNode, RawNode, ValueNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { createMailDelivery } from '../mail/mail-channel.ts';
import type { Mailer } from '../mail/mailer.ts';
import { insertQueuedMessages } from '../mail/outbox-messages.repo.ts';
import { awaitCommitPoint, WithdrawnBeforeCommit } from './outbound-channel.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The mail channel's sends per batch (mail-channel.ts): the most a crash may leave sent but not marked. */
const SLOTS = 5;

const isMark = (node: OperationNode): node is RawNode =>
  node.kind === 'RawNode' && (node as RawNode).sqlFragments.join('?').includes("set status = 'SENT'");
const markedIds = (node: RawNode) =>
  (node.parameters.find((p) => p.kind === 'ValueNode' && Array.isArray((p as ValueNode).value)) as ValueNode)
    .value as string[];

/**
 * The real database with slow SENT marks: each mark statement runs, then its answer takes `markMs` to come back
 * (a busy database, a far one). `marked` holds the ids every mark statement has written so far: what a restart
 * after a crash at this instant would find SENT. With `failFirstMark`, the first mark statement fails unrun.
 */
function withSlowMarks(db: Kysely<DB>, { markMs, failFirstMark = false }: { markMs: number; failFirstMark?: boolean }) {
  const marked = new Set<string>();
  const failedMark: string[] = [];
  const marks = new WeakMap<object, string[]>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (!isMark(node)) return node;
      if (failFirstMark && failedMark.length === 0) {
        failedMark.push(...markedIds(node));
        throw new Error('the database went away');
      }
      marks.set(queryId, markedIds(node));
      return node;
    },
    async transformResult({ queryId, result }) {
      const ids = marks.get(queryId);
      if (ids) {
        for (const id of ids) marked.add(id);
        await sleep(markMs);
      }
      return result;
    },
  };
  return { db: db.withPlugin(plugin), marked, failedMark };
}

/**
 * An SMTP server as the transport sees it: envelope and body take `transferMs`, then the transport sends the dot
 * at its commit point and the server accepts the message (`onAccept`).
 */
const smtpServer = (transferMs: number, onAccept: (id: string) => void): Mailer => ({
  transport: 'smtp',
  async deliver(mail, terms) {
    await sleep(transferMs);
    await awaitCommitPoint(terms, 5_000);
    onAccept(mail.id);
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

const rowsOf = (ids: string[]) =>
  database.db
    .selectFrom('outbox_messages')
    .select(['id', 'status', 'attempts', 'locked_until'])
    .where('id', 'in', ids)
    .execute();

describe('SENT marks and the commit point', () => {
  it('never has more than one message per send slot accepted but not marked, however slow the marks', async () => {
    const { db, marked } = withSlowMarks(database.db, { markMs: 25 });
    const accepted: string[] = [];
    let mostUnmarked = 0;
    const server = smtpServer(2, (id) => {
      accepted.push(id);
      // A crash now would send these again after the restart.
      mostUnmarked = Math.max(mostUnmarked, accepted.filter((a) => !marked.has(a)).length);
    });
    const deliverMany = createMailDelivery({ db, mailer: server, claimSeconds: 60 });
    const ids = await queued(80, 'slow-marks');

    const started = performance.now();
    const results = await deliverMany(ids.map((outboxId) => ({ outboxId, isLastAttempt: false })));
    const elapsed = performance.now() - started;

    expect([...results.values()]).toEqual(Array(80).fill('sent'));
    expect(accepted.toSorted()).toEqual(ids.toSorted());
    expect(mostUnmarked).toBeLessThanOrEqual(SLOTS);
    expect((await rowsOf(ids)).every((row) => row.status === 'SENT')).toBe(true);
    // Each slot's next transfer overlaps its previous mark: far from one mark after another (80 × 25 ms).
    expect(elapsed).toBeLessThan(80 * 25);
  });

  it('stops a slot whose mark failed, sends its next message nowhere, and gives it back untried', async () => {
    const { db, failedMark } = withSlowMarks(database.db, { markMs: 5, failFirstMark: true });
    const accepted: string[] = [];
    const deliverMany = createMailDelivery({ db, mailer: smtpServer(2, (id) => accepted.push(id)), claimSeconds: 60 });
    const ids = await queued(30, 'failed-mark');

    const results = await deliverMany(ids.map((outboxId) => ({ outboxId, isLastAttempt: false })));

    expect(failedMark.length).toBeGreaterThan(0);
    // The server took those and the database never recorded it: their jobs retry (the duplicate a failed
    // mark costs). Nothing is accepted twice.
    expect(new Set(accepted).size).toBe(accepted.length);
    for (const id of failedMark) expect(accepted).toContain(id);
    for (const id of failedMark) expect(results.get(id)).toBeInstanceOf(Error);
    const withdrawn = ids.filter((id) => results.get(id) instanceof WithdrawnBeforeCommit);
    expect(withdrawn.length).toBeGreaterThan(0);
    const rows = new Map((await rowsOf(ids)).map((row) => [row.id, row]));
    for (const id of ids) {
      if (results.get(id) === 'sent') expect(rows.get(id)?.status).toBe('SENT');
      else if (!failedMark.includes(id)) {
        // Withdrawn before its dot, or never started: not sent, and given back with its attempt uncounted.
        expect(accepted).not.toContain(id);
        expect(rows.get(id)).toMatchObject({ status: 'QUEUED', attempts: 0, locked_until: null });
      }
    }
  });
});
