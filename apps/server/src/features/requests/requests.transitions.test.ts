import { describe, expect, it } from 'vitest';
import { latestEvent } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { oneOff, requestsApi, requestsWorld, uploadDocument } from './requests.test-support.ts';

const ctx = useTestApp();
const api = requestsApi(ctx);

async function openRequest() {
  const w = await requestsWorld(ctx);
  const created = await api.create(w.adminToken, w.tenant.id, oneOff());
  const id = created.json().data[0].uuid as string;
  return {
    ...w,
    id,
    act: (token: string, action: string, body?: object) => api.act(token, w.tenant.id, id, action, body),
  };
}

describe('a request through its states', () => {
  it('client submits with a file, staff return it with a note, client submits again, staff accept', async () => {
    const w = await openRequest();
    const documentId = await uploadDocument(ctx, w.clientToken, w.tenant.id);
    const submitted = await w.act(w.clientToken, 'submit', { document_ids: [documentId] });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'SUBMITTED',
      documents: [{ uuid: documentId, name: 'statement.pdf' }],
    });
    expect(await latestEvent(ctx, 'REQUEST_SUBMIT', `request:${w.id}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: w.client.id },
      changes: { status: { from: 'OPEN', to: 'SUBMITTED' }, documents: { from: null, to: [documentId] } },
    });

    const returned = await w.act(w.adminToken, 'return', { note: 'Page 2 is missing' });
    expect(returned.json()).toMatchObject({ status: 'OPEN', return_note: 'Page 2 is missing' });
    expect(await latestEvent(ctx, 'REQUEST_RETURN', `request:${w.id}`)).toMatchObject({
      changes: { status: { from: 'SUBMITTED', to: 'OPEN' }, return_note: { from: null, to: 'Page 2 is missing' } },
    });
    // The client reads the note on their list.
    expect((await api.list(w.clientToken, w.tenant.id)).json().data[0].return_note).toBe('Page 2 is missing');

    expect((await w.act(w.clientToken, 'submit')).json().status).toBe('SUBMITTED');
    const accepted = await w.act(w.adminToken, 'accept');
    expect(accepted.json()).toMatchObject({ status: 'DONE', documents: [{ uuid: documentId }] });
    expect(accepted.json().decided_at).not.toBeNull();
    expect((await latestEvent(ctx, 'REQUEST_ACCEPT', `request:${w.id}`)).result).toBe('OK');
  });

  it('cancels and reopens, each on the trail', async () => {
    const w = await openRequest();
    expect((await w.act(w.adminToken, 'cancel')).json().status).toBe('CANCELLED');
    expect((await latestEvent(ctx, 'REQUEST_CANCEL', `request:${w.id}`)).changes).toEqual({
      status: { from: 'OPEN', to: 'CANCELLED' },
    });
    expect((await w.act(w.adminToken, 'reopen')).json().status).toBe('OPEN');
    expect((await latestEvent(ctx, 'REQUEST_REOPEN', `request:${w.id}`)).result).toBe('OK');
  });

  it.each([
    ['accepting an OPEN request', [], 'accept'],
    ['returning an OPEN request', [], 'return'],
    ['reopening an OPEN request', [], 'reopen'],
    ['submitting a CANCELLED request', ['cancel'], 'submit'],
    ['cancelling a DONE request', ['submit', 'accept'], 'cancel'],
  ])('refuses %s with 409 REQUEST_STATE, leaving it as it was', async (_, before, action) => {
    const w = await openRequest();
    for (const step of before) await w.act(w.adminToken, step);
    const status = (await api.list(w.adminToken, w.tenant.id)).json().data[0].status;
    const refused = await w.act(w.adminToken, action, action === 'return' ? { note: 'x' } : undefined);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('REQUEST_STATE');
    expect((await api.list(w.adminToken, w.tenant.id)).json().data[0].status).toBe(status);
  });

  it('accepted and cancelled at the same moment: one wins, the other gets 409, the state is the winner’s', async () => {
    const w = await requestsWorld(ctx);
    // Several pairs at once, so on PostgreSQL (a pool of connections) the updates really do meet.
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = (await api.create(w.adminToken, w.tenant.id, oneOff({ title: `Pair ${i}` }))).json().data[0].uuid;
      await api.act(w.clientToken, w.tenant.id, id, 'submit');
      ids.push(id);
    }
    const pairs = await Promise.all(
      ids.map((id) =>
        Promise.all([
          api.act(w.adminToken, w.tenant.id, id, 'accept'),
          api.act(w.adminToken, w.tenant.id, id, 'cancel'),
        ]),
      ),
    );
    const listed = (await api.list(w.adminToken, w.tenant.id, '?per_page=10')).json().data as {
      uuid: string;
      status: string;
    }[];
    for (const [index, [accept, cancel]] of pairs.entries()) {
      expect([accept.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const loser = accept.statusCode === 409 ? accept : cancel;
      expect(loser.json().error.code).toBe('REQUEST_STATE');
      const winner = accept.statusCode === 200 ? 'DONE' : 'CANCELLED';
      expect(listed.find((r) => r.uuid === ids[index])?.status).toBe(winner);
    }
  });

  it('several requests of one company accepted at the same moment: each is DONE, none refused', async () => {
    const w = await requestsWorld(ctx);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const id = (await api.create(w.adminToken, w.tenant.id, oneOff({ title: `Month item ${i}` }))).json().data[0]
        .uuid;
      await api.act(w.clientToken, w.tenant.id, id, 'submit');
      ids.push(id);
    }
    // As a quick hand clicks Accept down a list: each change's notices and trail entry meet the others'.
    const accepted = await Promise.all(ids.map((id) => api.act(w.adminToken, w.tenant.id, id, 'accept')));
    for (const response of accepted) expect(response.statusCode, response.body).toBe(200);
    const listed = (await api.list(w.adminToken, w.tenant.id, '?per_page=10')).json().data as { status: string }[];
    expect(listed.map((r) => r.status)).toEqual(ids.map(() => 'DONE'));
  });

  it('refuses another tenant’s file (404) and the client’s own staff-only actions (403)', async () => {
    const w = await openRequest();
    const othersFile = await uploadDocument(ctx, w.outsiderToken, w.otherTenant.id, 'not-yours.pdf');
    const refused = await w.act(w.clientToken, 'submit', { document_ids: [othersFile] });
    expect(refused.statusCode).toBe(404);
    expect((await api.list(w.clientToken, w.tenant.id)).json().data[0]).toMatchObject({
      status: 'OPEN',
      documents: [],
    });
    expect((await w.act(w.clientToken, 'cancel')).statusCode).toBe(403);
    expect((await w.act(w.outsiderToken, 'submit')).statusCode).toBe(404);
    expect((await latestEvent(ctx, 'REQUEST_CANCEL', `request:${w.id}`)).result).toBe('DENIED');
  });

  it('edits against the revision shown: a stale one is 409 CHANGED_MEANWHILE, a past due date 400', async () => {
    const w = await openRequest();
    const edited = await api.edit(w.adminToken, w.tenant.id, w.id, { revision: 1, title: 'Bank statements Q1' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Bank statements Q1', revision: 2 });
    expect((await latestEvent(ctx, 'REQUEST_UPDATE', `request:${w.id}`)).changes).toEqual({
      title: { from: 'Bank statement for March', to: 'Bank statements Q1' },
    });
    const stale = await api.edit(w.adminToken, w.tenant.id, w.id, { revision: 1, title: 'Lost edit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CHANGED_MEANWHILE');
    const past = await api.edit(w.adminToken, w.tenant.id, w.id, { revision: 2, due_on: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect((await api.list(w.adminToken, w.tenant.id)).json().data[0]).toMatchObject({
      title: 'Bank statements Q1',
      due_on: '2099-01-31',
    });
  });
});
