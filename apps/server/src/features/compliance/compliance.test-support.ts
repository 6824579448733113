import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls under /api/v1 with a bearer token. */
export const complianceApi = (ctx: TestContext) => ({
  call: (token: string, method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) }),
});

/** The OK events of one action, oldest first. */
export const okEvents = (ctx: TestContext, action: string) =>
  ctx.database.db
    .selectFrom('audit_events')
    .selectAll()
    .where('action', '=', action as never)
    .where('result', '=', 'OK')
    .orderBy('seq')
    .execute();
