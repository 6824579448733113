import { describe, expect, it } from 'vitest';
import { latestEvent } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { addDays, addMonths } from './request-periods.ts';
import { oneOff, requestsApi, requestsWorld, thisMonth, uploadDocument } from './requests.test-support.ts';

const ctx = useTestApp();
const api = requestsApi(ctx);

/** A bank-statement request for this month (the files uploaded in a test fall in its period). */
async function bankStatementRequest() {
  const w = await requestsWorld(ctx);
  const period = { period_start: thisMonth(), period_end: addDays(addMonths(thisMonth(), 1), -1) };
  const created = await api.create(w.adminToken, w.tenant.id, oneOff({ ...period, due_on: '2099-01-31' }));
  const id = created.json().data[0].uuid as string;
  const candidates = () =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/requests/${id}/received-candidates`,
      headers: bearer(w.adminToken),
    });
  const receive = (token: string, body: object, tenantId = w.tenant.id) =>
    api.act(token, tenantId, id, 'receive', body);
  return { ...w, id, candidates, receive };
}

describe('a request received outside the portal', () => {
  it("staff mark it received with a note and the period's files of its kind: DONE, shown to the client, on the trail, the client told", async () => {
    const w = await bankStatementRequest();
    const march = await uploadDocument(ctx, w.clientToken, w.tenant.id, 'march.pdf');
    const april = await uploadDocument(ctx, w.clientToken, w.tenant.id, 'april.pdf');
    await uploadDocument(ctx, w.clientToken, w.tenant.id, 'articles.pdf', 'CORPORATION_DOCUMENT');
    const offered = (await w.candidates()).json().data as { uuid: string; name: string }[];
    expect(offered.map((f) => f.name).sort()).toEqual(['april.pdf', 'march.pdf']);

    const received = await w.receive(w.adminToken, { note: 'Handed over at the office', document_ids: [march] });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      status: 'DONE',
      overdue: false,
      documents: [{ uuid: march, name: 'march.pdf' }],
      received_outside: { note: 'Handed over at the office', by_name: w.admin.name, at: expect.any(String) },
    });
    expect(april).not.toBe(march);
    // The client reads who and why on her request, and owes nothing more.
    const seen = (await api.get(w.clientToken, w.tenant.id, w.id)).json();
    expect(seen.received_outside.note).toBe('Handed over at the office');
    expect((await api.summary(w.clientToken, w.tenant.id)).json()).toMatchObject({ open: 0, submitted: 0 });
    expect(await latestEvent(ctx, 'REQUEST_RECEIVE_OUTSIDE', `request:${w.id}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: w.admin.id },
      changes: {
        status: { from: 'OPEN', to: 'DONE' },
        received_note: { from: null, to: 'Handed over at the office' },
        documents: { from: null, to: [march] },
      },
    });
    const told = await ctx.database.db
      .selectFrom('notifications')
      .select(['kind', 'params'])
      .where('user_id', '=', w.client.id)
      .where('kind', '=', 'REQUEST_RECEIVED')
      .execute();
    expect(told).toEqual([
      { kind: 'REQUEST_RECEIVED', params: expect.objectContaining({ note: 'Handed over at the office' }) },
    ]);
    const mail = await ctx.database.db
      .selectFrom('outbox_messages')
      .select(['subject', 'text_body'])
      .where('to_address', '=', w.client.email)
      .where('subject', 'like', 'Received by your firm%')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Handed over at the office');

    // Reopened, it is owed again and no longer says it was received.
    const reopened = await api.act(w.adminToken, w.tenant.id, w.id, 'reopen');
    expect(reopened.json()).toMatchObject({ status: 'OPEN', received_outside: null });
  });

  it('needs a note (400 on the field), manage requests (a client: 403 on the trail), and the tenant (404)', async () => {
    const w = await bankStatementRequest();
    const noNote = await w.receive(w.adminToken, { note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.details).toEqual([expect.objectContaining({ field: 'note' })]);
    expect((await w.receive(w.clientToken, { note: 'I gave it to them' })).statusCode).toBe(403);
    expect(await latestEvent(ctx, 'REQUEST_RECEIVE_OUTSIDE', `request:${w.id}`)).toMatchObject({ result: 'DENIED' });
    expect((await w.receive(w.outsiderToken, { note: 'x' })).statusCode).toBe(404);
    expect((await w.receive(w.adminToken, { note: 'x' }, w.otherTenant.id)).statusCode).toBe(404);
    const otherFile = await uploadDocument(ctx, w.adminToken, w.otherTenant.id, 'other.pdf');
    expect((await w.receive(w.adminToken, { note: 'x', document_ids: [otherFile] })).statusCode).toBe(404);
    expect((await api.get(w.adminToken, w.tenant.id, w.id)).json().status).toBe('OPEN');
    const clientCandidates = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/requests/${w.id}/received-candidates`,
      headers: bearer(w.clientToken),
    });
    expect(clientCandidates.statusCode).toBe(403);
  });

  it('of a receipt and a cancel at the same moment one wins and the other is 409 REQUEST_STATE', async () => {
    const w = await bankStatementRequest();
    const [received, cancelled] = await Promise.all([
      w.receive(w.adminToken, { note: 'By post' }),
      api.act(w.adminToken, w.tenant.id, w.id, 'cancel'),
    ]);
    expect([received.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
    const loser = received.statusCode === 409 ? received : cancelled;
    expect(loser.json().error.code).toBe('REQUEST_STATE');
    // Already DONE or CANCELLED: marking it received again is refused too.
    expect((await w.receive(w.adminToken, { note: 'Again' })).statusCode).toBe(409);
  });

  it('offers no files for a request of another kind or without a period', async () => {
    const w = await requestsWorld(ctx);
    await uploadDocument(ctx, w.clientToken, w.tenant.id, 'march.pdf');
    const created = await api.create(w.adminToken, w.tenant.id, oneOff());
    const id = created.json().data[0].uuid as string;
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/requests/${id}/received-candidates`,
      headers: bearer(w.adminToken),
    });
    expect(response.json()).toEqual({ data: [] });
  });
});
