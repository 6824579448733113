import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { runUpkeep } from './upkeep.ts';

const ctx = useTestApp();
const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

async function mail(key: string, status: 'SENT' | 'FAILED' | 'QUEUED', createdDaysAgo: number) {
  await ctx.database.db
    .insertInto('outbox_messages')
    .values({
      to_address: `${key}@example.test`,
      locale: 'en',
      template: 'password-reset',
      subject: `Subject ${key}`,
      text_body: `Your figures: ${key}`,
      html_body: `<p>${key}</p>`,
      status,
      idempotency_key: key,
      created_at: ago(createdDaysAgo),
    })
    .execute();
}

describe('daily upkeep', () => {
  it('forgets old message bodies, dead sessions, stale throttle rows and spent codes; keeps everything still in use', async () => {
    const db = ctx.database.db;
    const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
    await mail('old-sent', 'SENT', 120);
    await mail('new-sent', 'SENT', 10);
    await mail('old-queued', 'QUEUED', 120);
    const user = await createUser(db);
    const session = (expires: Date, revoked: Date | null = null) => ({
      user_id: user.id,
      expires_at: expires,
      revoked_at: revoked,
      remember_me: false,
      ip: null,
      user_agent: null,
      fingerprint: null,
    });
    await db
      .insertInto('sessions')
      .values([session(ago(3)), session(ago(-1), ago(2)), session(ago(-1))])
      .execute();
    await db
      .insertInto('login_attempts')
      .values([
        { email_key: 'stale@example.test', ip: '10.0.0.1', succeeded: false, attempted_at: ago(2) },
        { email_key: 'fresh@example.test', ip: '10.0.0.1', succeeded: false, attempted_at: ago(0) },
        { email_key: 'known@example.test', ip: '10.0.0.2', succeeded: true, attempted_at: ago(30) },
      ])
      .execute();
    await db
      .insertInto('password_resets')
      .values([
        { user_id: user.id, token_hash: 'spent-long-ago', expires_at: ago(40), used_at: ago(40) },
        { user_id: user.id, token_hash: 'live', expires_at: ago(-1), used_at: null },
      ])
      .execute();

    const report = await runUpkeep(db, { messageBodyDays: 90, kind });

    expect(report).toMatchObject({ vacuumed: kind === 'pglite' });
    const bodies = await db
      .selectFrom('outbox_messages')
      .select(['idempotency_key', 'text_body', 'to_address'])
      .where('idempotency_key', 'in', ['old-sent', 'new-sent', 'old-queued'])
      .orderBy('idempotency_key')
      .execute();
    expect(bodies).toEqual([
      { idempotency_key: 'new-sent', text_body: 'Your figures: new-sent', to_address: 'new-sent@example.test' },
      { idempotency_key: 'old-queued', text_body: 'Your figures: old-queued', to_address: 'old-queued@example.test' },
      { idempotency_key: 'old-sent', text_body: '', to_address: 'old-sent@example.test' },
    ]);
    const sessions = await db.selectFrom('sessions').select('revoked_at').where('user_id', '=', user.id).execute();
    expect(sessions).toEqual([{ revoked_at: null }]);
    const attempts = await db
      .selectFrom('login_attempts')
      .select('email_key')
      .where('ip', 'in', ['10.0.0.1', '10.0.0.2'])
      .orderBy('email_key')
      .execute();
    expect(attempts.map((a) => a.email_key)).toEqual(['fresh@example.test', 'known@example.test']);
    const resets = await db.selectFrom('password_resets').select('token_hash').where('user_id', '=', user.id).execute();
    expect(resets).toEqual([{ token_hash: 'live' }]);
    expect(report.messageBodiesForgotten).toBeGreaterThanOrEqual(1);
  });

  it('is scheduled daily at start', async () => {
    const schedules = await sql<{ name: string; cron: string }>`select name, cron from pgboss.schedule`.execute(
      ctx.database.db,
    );
    expect(schedules.rows).toContainEqual({ name: 'upkeep', cron: '47 3 * * *' });
  });
});
