import type { TNotification } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { requestsApi, requestsWorld } from './requests.test-support.ts';

const ctx = useTestApp();

const notificationsOf = async (token: string): Promise<TNotification[]> =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(token) })).json().data;

const mailsTo = (email: string) =>
  ctx.database.db
    .selectFrom('outbox_messages')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .where('template', '=', 'request-event')
    .orderBy('seq')
    .execute();

describe('who hears of a request, in the app and by e-mail', () => {
  it('tells the tenant of a new request, the responsible staff member of a submission, the tenant of a return and an acceptance', async () => {
    const w = await requestsWorld(ctx);
    const api = requestsApi(ctx);
    const created = await api.create(w.adminToken, w.tenant.id, {
      title: 'Bank statement',
      kind: 'OTHERS',
      due_on: '2099-01-31',
    });
    const id = created.json().data[0].uuid as string;
    const [news] = await notificationsOf(w.clientToken);
    expect(news).toMatchObject({ kind: 'REQUEST_CREATED', tenant_uuid: w.tenant.id });
    expect(news!.params).toMatchObject({ title: 'Bank statement', request_uuid: id, due_on: '2099-01-31', count: 1 });
    expect((await mailsTo(w.client.email))[0]!.subject).toContain('New request from your firm: Bank statement');

    // The tenant has a responsible staff member: only they hear of the submission.
    const responsible = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
    await ctx.database.db
      .updateTable('tenants')
      .set({ responsible_staff_id: responsible.id })
      .where('id', '=', w.tenant.id)
      .execute();
    expect((await api.act(w.clientToken, w.tenant.id, id, 'submit')).statusCode).toBe(200);
    const staffNews = await notificationsOf(await tokenFor(ctx.app, responsible.email));
    expect(staffNews[0]).toMatchObject({ kind: 'REQUEST_SUBMITTED', params: { request_uuid: id } });
    expect((await notificationsOf(w.adminToken)).filter((n) => n.kind === 'REQUEST_SUBMITTED')).toHaveLength(0);

    expect((await api.act(w.adminToken, w.tenant.id, id, 'return', { note: 'Page 2 is missing' })).statusCode).toBe(
      200,
    );
    const returned = (await notificationsOf(w.clientToken))[0]!;
    expect(returned).toMatchObject({ kind: 'REQUEST_RETURNED', params: { note: 'Page 2 is missing' } });
    expect((await mailsTo(w.client.email)).at(-1)!.text_body).toContain('Page 2 is missing');

    await api.act(w.clientToken, w.tenant.id, id, 'submit');
    expect((await api.act(w.adminToken, w.tenant.id, id, 'accept')).statusCode).toBe(200);
    expect((await notificationsOf(w.clientToken))[0]).toMatchObject({ kind: 'REQUEST_ACCEPTED' });
    // The other tenant's user heard nothing of it.
    expect(await notificationsOf(w.outsiderToken)).toHaveLength(0);
  });

  it('without a responsible staff member, every staff member who manages requests hears of a submission', async () => {
    const w = await requestsWorld(ctx);
    const api = requestsApi(ctx);
    const id = (
      await api.create(w.adminToken, w.tenant.id, { title: 'Payroll', kind: 'OTHERS', due_on: '2099-01-31' })
    ).json().data[0].uuid;
    await api.act(w.clientToken, w.tenant.id, id, 'submit');
    const submitted = (await notificationsOf(w.adminToken)).filter((n) => n.kind === 'REQUEST_SUBMITTED');
    expect(submitted.map((n) => n.tenant_uuid)).toContain(w.tenant.id);
  });

  it('a recurring request tells the tenant once, counting the periods it made', async () => {
    const w = await requestsWorld(ctx);
    const thisMonth = `${new Date().toISOString().slice(0, 7)}-01`;
    const first = new Date(Date.parse(`${thisMonth}T00:00:00Z`));
    first.setUTCMonth(first.getUTCMonth() - 2);
    const response = await requestsApi(ctx).create(w.adminToken, w.tenant.id, {
      title: 'Monthly bank statement',
      kind: 'BANK_STATEMENT',
      recurrence: { cadence: 'MONTHLY', due_days: 10, first_period: first.toISOString().slice(0, 10) },
    });
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json().data.length as number;
    const created = (await notificationsOf(w.clientToken)).filter((n) => n.kind === 'REQUEST_CREATED');
    expect(created).toHaveLength(1);
    expect(created[0]!.params).toMatchObject({ count: made });
  });
});
