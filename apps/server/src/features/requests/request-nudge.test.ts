import { describe, expect, it } from 'vitest';
import { latestEvent } from '../../../test/audit-trail.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { DUE, reminderMails, useReminderTestApp } from './request-reminders.test-support.ts';
import { requestsApi, requestsWorld } from './requests.test-support.ts';

// The app's clock sits inside the quiet hours (request-reminders.test-support.ts): a nudge goes anyway.
const ctx = useReminderTestApp();

const nudge = (token: string, tenantId: string, payload: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${tenantId}/requests/nudge`,
    headers: bearer(token),
    payload,
  });

describe('nudging a tenant about its open requests', () => {
  it('reaches every active member now, listing the chosen open requests, and is on the trail', async () => {
    const w = await requestsWorld(ctx);
    const second = await createUser(ctx.database.db, { locale: 'it', tenantRoles: { [w.tenant.id]: 'TenantOwner' } });
    await createUser(ctx.database.db, { status: 'DISABLED', tenantRoles: { [w.tenant.id]: 'TenantOwner' } });
    const api = requestsApi(ctx);
    const made = async (title: string) =>
      (await api.create(w.adminToken, w.tenant.id, { title, kind: 'OTHERS', due_on: DUE })).json().data[0].uuid;
    const chosen = await made('Chosen statement');
    await made('Other statement');

    const response = await nudge(w.adminToken, w.tenant.id, { request_ids: [chosen] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ recipients: 2, requests: 1 });
    const mails = await reminderMails(ctx, 'request-nudge:');
    expect(mails.map((m) => m.to_address).sort()).toEqual([w.client.email, second.email].sort());
    expect(mails.every((m) => m.text_body.includes('Chosen statement'))).toBe(true);
    expect(mails.some((m) => m.text_body.includes('Other statement'))).toBe(false);
    expect(mails.find((m) => m.to_address === second.email)!.locale).toBe('it');
    // Not a day's reminder: the daily dedupe is untouched, so the cadence still reminds on its days.
    const claimed = await ctx.database.db.selectFrom('request_reminder_deliveries').select('id').execute();
    expect(claimed).toHaveLength(0);
    const event = await latestEvent(ctx, 'REQUEST_NUDGED', `tenant:${w.tenant.id}`);
    expect(event.result).toBe('OK');

    // A second nudge is a new message, not swallowed by the first one's keys; no ids: every open request.
    expect((await nudge(w.adminToken, w.tenant.id)).json()).toEqual({ recipients: 2, requests: 2 });
    expect(await reminderMails(ctx, 'request-nudge:')).toHaveLength(4);
  });

  it('refuses 409 when nothing given is open, 403 to a client, 404 to another tenant', async () => {
    const w = await requestsWorld(ctx);
    const api = requestsApi(ctx);
    const id = (await api.create(w.adminToken, w.tenant.id, { title: 'Gone', kind: 'OTHERS', due_on: DUE })).json()
      .data[0].uuid;
    await api.act(w.adminToken, w.tenant.id, id, 'cancel');
    const refused = await nudge(w.adminToken, w.tenant.id, { request_ids: [id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('REQUEST_STATE');
    expect((await nudge(w.clientToken, w.tenant.id)).statusCode).toBe(403);
    expect((await nudge(w.outsiderToken, w.tenant.id)).statusCode).toBe(404);
    expect((await nudge(w.adminToken, w.tenant.id, { request_ids: ['nope'] })).statusCode).toBe(400);
  });
});
