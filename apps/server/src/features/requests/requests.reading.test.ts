import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { oneOff, requestsApi, requestsWorld } from './requests.test-support.ts';

const ctx = useTestApp();
const api = requestsApi(ctx);

/** Makes a one-off request, then moves it through `steps` (as the Admin); answers its id. */
async function requestIn(w: Awaited<ReturnType<typeof requestsWorld>>, title: string, steps: string[] = []) {
  const id = (await api.create(w.adminToken, w.tenant.id, oneOff({ title }))).json().data[0].uuid as string;
  for (const step of steps) await api.act(w.adminToken, w.tenant.id, id, step);
  return id;
}

describe('reading one request and the badge counts', () => {
  it('opens one request for the client and the staff; another tenant’s user gets 404', async () => {
    const w = await requestsWorld(ctx);
    const id = await requestIn(w, 'VAT receipts', ['submit']);
    await api.act(w.adminToken, w.tenant.id, id, 'return', { note: 'Page 2 is missing' });

    const seen = await api.get(w.clientToken, w.tenant.id, id);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      uuid: id,
      title: 'VAT receipts',
      status: 'OPEN',
      return_note: 'Page 2 is missing',
    });
    expect((await api.get(w.adminToken, w.tenant.id, id)).json().uuid).toBe(id);

    const outsider = await api.get(w.outsiderToken, w.tenant.id, id);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).not.toContain('VAT receipts');
    // The right tenant but a request of another: 404 too, never the other tenant's row.
    const elsewhere = await requestIn({ ...w, tenant: w.otherTenant }, 'Other tenant secret');
    const crossed = await api.get(w.adminToken, w.tenant.id, elsewhere);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.body).not.toContain('Other tenant secret');
  });

  it('counts open (overdue among them) and submitted requests of that tenant only', async () => {
    const w = await requestsWorld(ctx);
    await requestIn(w, 'Open one');
    await requestIn(w, 'Open two');
    await requestIn(w, 'Sent', ['submit']);
    await requestIn(w, 'Finished', ['submit', 'accept']);
    await requestIn(w, 'Dropped', ['cancel']);
    const late = await requestIn(w, 'Late');
    // Due dates in the past cannot be set through the API; a request falls overdue as the days pass.
    await ctx.database.db
      .updateTable('document_requests')
      .set({ due_on: '2020-01-31' })
      .where('id', '=', late)
      .execute();
    await requestIn({ ...w, tenant: w.otherTenant }, 'Not this tenant');

    const summary = await api.summary(w.clientToken, w.tenant.id);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toEqual({ open: 3, overdue: 1, submitted: 1 });

    await api.act(w.clientToken, w.tenant.id, late, 'submit');
    expect((await api.summary(w.clientToken, w.tenant.id)).json()).toEqual({ open: 2, overdue: 0, submitted: 2 });
    expect((await api.summary(w.outsiderToken, w.tenant.id)).statusCode).toBe(404);
  });
});
