import type { TTemplateRun } from '@ledgerport/contract';
import { expect, vi } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { asCaller } from '../../../test/audit-trail.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';

/** "Monthly bookkeeping": a one-off due in 14 days and two monthly items, as the journey has it. */
export const bookkeeping = (overrides: Record<string, unknown> = {}) => ({
  name: 'Monthly bookkeeping',
  description: 'What we need every month',
  items: [
    { title: 'Engagement letter', kind: 'OTHERS', due_in_days: 14 },
    { title: 'Bank statement', kind: 'BANK_STATEMENT', recurrence: { cadence: 'MONTHLY', due_days: 10 } },
    { title: 'Sales tax', kind: 'SALES_TAX', recurrence: { cadence: 'MONTHLY', due_days: 20 } },
  ],
  ...overrides,
});

/** An Admin (holds 'manage requests') and a Processor (does not), signed in. */
export async function templateStaff(ctx: TestContext) {
  const admin = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
  const processor = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
  return {
    admin,
    adminToken: await tokenFor(ctx.app, admin.email),
    processorToken: await tokenFor(ctx.app, processor.email),
  };
}

export const templatesApi = (ctx: TestContext) => {
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject(asCaller(token, { method, url: `/api/v1/${url}`, ...(payload ? { payload } : {}) }));
  return {
    create: (token: string, payload: object) => call(token, 'POST', 'request-templates', payload),
    list: (token: string, query = '') => call(token, 'GET', `request-templates${query}`),
    get: (token: string, id: string) => call(token, 'GET', `request-templates/${id}`),
    update: (token: string, id: string, payload: object) => call(token, 'PUT', `request-templates/${id}`, payload),
    remove: (token: string, id: string) => call(token, 'DELETE', `request-templates/${id}`),
    apply: (token: string, id: string, payload: object) =>
      call(token, 'POST', `request-templates/${id}/apply`, payload),
    run: (token: string, id: string) => call(token, 'GET', `request-template-runs/${id}`),
  };
};

/** Polls the run until it has ended (DONE or FAILED); the job runs on the app's own queue. */
export async function waitForRun(ctx: TestContext, token: string, runId: string): Promise<TTemplateRun> {
  let run: TTemplateRun | undefined;
  await vi.waitFor(
    async () => {
      run = (await templatesApi(ctx).run(token, runId)).json();
      expect(['DONE', 'FAILED']).toContain(run!.state);
    },
    { timeout: 30_000, interval: 200 },
  );
  return run!;
}
