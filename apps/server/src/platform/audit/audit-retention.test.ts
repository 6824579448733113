import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { useOutboundPlatform } from '../outbound/outbound.test-support.ts';
import { AUDIT_RETENTION_QUEUE, PRUNE_BATCH_SIZE, pruneAuditTrail, startAuditRetention } from './audit-retention.ts';

const ctx = useOutboundPlatform({});
const SEVEN_YEARS = 7 * 365;

/** `count` events of one age, in one statement (the trail is append-only: they are written already old). */
const eventsAged = (days: number, target: string, count = 1) =>
  sql`insert into audit_events (action, result, target, at)
      select 'FILE_DOWNLOAD', 'OK', ${target}, now() - make_interval(days => ${days}) - make_interval(secs => n)
      from generate_series(1, ${count}) as n`.execute(ctx.database.db);

const targetsLeft = async () =>
  (await ctx.database.db.selectFrom('audit_events').select('target').execute()).map((row) => row.target);

beforeAll(async () => {
  await startAuditRetention({
    db: ctx.database.db,
    jobs: ctx.platform.jobs,
    retentionDays: SEVEN_YEARS,
    log: { info: () => {} },
  });
});

describe('audit retention', () => {
  it('deletes events older than the retention in batches, and keeps every younger one', async () => {
    await eventsAged(SEVEN_YEARS + 30, 'too old', PRUNE_BATCH_SIZE + 7);
    await eventsAged(SEVEN_YEARS - 1, 'six years and more');
    await eventsAged(731, 'just over two years');
    await eventsAged(0, 'today');

    expect(await pruneAuditTrail(ctx.database.db, SEVEN_YEARS)).toBe(PRUNE_BATCH_SIZE + 7);

    expect((await targetsLeft()).sort()).toEqual(['just over two years', 'six years and more', 'today']);
    expect(await pruneAuditTrail(ctx.database.db, SEVEN_YEARS)).toBe(0);
  });

  it('runs as a durable daily job, scheduled once whatever the number of instances', async () => {
    await eventsAged(SEVEN_YEARS + 1, 'old again');
    const schedules = await sql<{ name: string; cron: string }>`select name, cron from pgboss.schedule`.execute(
      ctx.database.db,
    );
    expect(schedules.rows).toEqual([{ name: AUDIT_RETENTION_QUEUE, cron: '17 3 * * *' }]);

    // What the schedule sends each day: a job of the queue, which a worker runs.
    await ctx.platform.jobs.send(ctx.database.db, AUDIT_RETENTION_QUEUE, {});
    await vi.waitFor(async () => expect(await targetsLeft()).not.toContain('old again'), { timeout: 15_000 });
    expect(await targetsLeft()).toContain('just over two years');
  });
});

describe('AUDIT_RETENTION_DAYS', () => {
  it('keeps events seven years by default and refuses less than two years', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(2555);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '730' }).auditRetentionDays).toBe(730);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '365' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '1000.5' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });
});
