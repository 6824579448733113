import type { TAuditAction, TAuditEvent, TAuditPage } from '@ledgerport/contract';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestContext } from './build-test-app.ts';
import { bearer, createUser, tokenFor } from './factories.ts';

/** Where the test's callers come from: an address and a browser the trail must name. */
export const CALLER = {
  ip: '198.51.100.23',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
};

/** A request as a browser makes it: from CALLER's address, with its user agent, and the token if signed in. */
export const asCaller = (token: string | undefined, options: InjectOptions): InjectOptions => ({
  ...options,
  remoteAddress: CALLER.ip,
  headers: { ...options.headers, 'user-agent': CALLER.userAgent, ...(token ? bearer(token) : {}) },
});

const auditors = new WeakMap<TestContext, Promise<string>>();

/** A SuperAdmin's token, made once per test file, for reading the trail. */
const auditorToken = (ctx: TestContext) => {
  let token = auditors.get(ctx);
  if (!token) {
    token = createUser(ctx.database.db, { staffRoles: ['SuperAdmin'], name: 'Audrey Auditor' }).then((user) =>
      tokenFor(ctx.app, user.email),
    );
    auditors.set(ctx, token);
  }
  return token;
};

/**
 * The trail as the Audit Trail screen reads it (GET /audit with these filters, newest first), through the API,
 * by a staff member who may view it.
 */
export async function readTrail(
  ctx: TestContext,
  filters: { action: TAuditAction } & Record<string, string>,
): Promise<TAuditEvent[]> {
  const query = new URLSearchParams({ per_page: '100', ...filters });
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/audit?${query}`,
    headers: bearer(await auditorToken(ctx)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TAuditPage).data;
}

/** The newest event of `action` about `target`; fails when there is none. */
export async function latestEvent(ctx: TestContext, action: TAuditAction, target: string): Promise<TAuditEvent> {
  const found = (await readTrail(ctx, { action })).find((event) => event.target === target);
  if (!found) throw new Error(`no ${action} event about ${target}`);
  return found;
}

/** What every event made by a CALLER request says about where it came from. */
export const fromCaller = { ip: CALLER.ip, user_agent: CALLER.userAgent };

/**
 * Runs `work` while the database refuses to record an OK `action` event: the change that event should commit
 * with fails half-way, after its own rows were written. Answers what `work` answered.
 */
export async function withOkEventRefused<T>(ctx: TestContext, action: TAuditAction, work: () => Promise<T>) {
  const db = ctx.database.db;
  await sql`
    create or replace function refuse_ok_event() returns trigger language plpgsql as $$
    begin
      if new.result = 'OK' and new.action = ${sql.lit(action)} then
        raise exception 'test: the % event could not be written', new.action;
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`create trigger refuse_ok_event before insert on audit_events
    for each row execute function refuse_ok_event()`.execute(db);
  try {
    return await work();
  } finally {
    await sql`drop trigger refuse_ok_event on audit_events`.execute(db);
  }
}
