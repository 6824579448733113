import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { recordAuditEvent } from './audit-recorder.ts';
import { diffChanges } from './changes.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  return () => database.close();
});

const record = (target: string) =>
  recordAuditEvent(database.db, {
    action: 'FEATURE_SETTING_CHANGE',
    result: 'OK',
    actorUserId: null,
    tenantId: null,
    target,
    ip: '198.51.100.4',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156',
    changes: diffChanges({ status: 1, name: 'Upload' }, { status: 0, name: 'Upload' }, ['status', 'name']),
  });

describe('the audit trail is append-only', () => {
  it('keeps the user agent and what changed, field by field', async () => {
    await record('feature:KEPT');
    const row = await database.db
      .selectFrom('audit_events')
      .select(['user_agent', 'changes'])
      .where('target', '=', 'feature:KEPT')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156',
      changes: { status: { from: 1, to: 0 } },
    });
  });

  it('refuses to update, delete or truncate recent events, on the database itself', async () => {
    await record('feature:FIXED');
    await expect(sql`update audit_events set target = 'rewritten'`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events where target = 'feature:FIXED'`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`truncate audit_events`.execute(database.db)).rejects.toThrow(/append-only/);
    const left = await database.db.selectFrom('audit_events').select('target').execute();
    expect(left.map((r) => r.target)).toContain('feature:FIXED');
  });

  it('lets pruning delete only events older than two years', async () => {
    await sql`insert into audit_events (action, result, target, at)
      values ('FOLDER_LIST', 'OK', 'old', now() - interval '731 days'),
             ('FOLDER_LIST', 'OK', 'young', now() - interval '729 days')`.execute(database.db);
    await sql`delete from audit_events where target = 'old'`.execute(database.db);
    await expect(sql`delete from audit_events where target = 'young'`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    const left = await database.db.selectFrom('audit_events').select('target').execute();
    expect(left.map((r) => r.target)).toEqual(expect.arrayContaining(['young']));
    expect(left.map((r) => r.target)).not.toContain('old');
  });
});

describe('diffChanges', () => {
  it('lists only what differs, a creation as from null, and nothing when nothing changed', () => {
    expect(diffChanges({ a: 'x', b: ['1'] }, { a: 'x', b: ['1', '2'] }, ['a', 'b'])).toEqual({
      b: { from: ['1'], to: ['1', '2'] },
    });
    expect(diffChanges(null, { a: 'x' }, ['a'])).toEqual({ a: { from: null, to: 'x' } });
    expect(diffChanges({ a: 'x' }, { a: 'x' }, ['a'])).toBeNull();
  });
});
