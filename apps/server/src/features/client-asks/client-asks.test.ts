import { CLIENT_ASKS_MAX, type TClientAsk, type TClientAsks } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { bearer, createRole, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { filesApi, staffToken, useFilesTestApp } from '../files/files.test-support.ts';

// Issue 30, part 2: "What your firm needs from you", one list across a client's companies.
const ctx = useFilesTestApp();
const api = filesApi(ctx);

type RequestSpec = {
  title: string;
  due_on: string;
  status?: 'OPEN' | 'SUBMITTED' | 'DONE' | 'CANCELLED';
  note?: string;
};

const addRequests = (tenantId: string, specs: RequestSpec[]) =>
  ctx.database.db
    .insertInto('document_requests')
    .values(
      specs.map((r) => ({
        tenant_id: tenantId,
        title: r.title,
        kind: 'BANK_STATEMENT' as const,
        due_on: r.due_on,
        status: r.status ?? 'OPEN',
        return_note: r.note ?? null,
      })),
    )
    .execute();

const asksOf = (token: string | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/asks', headers: token ? bearer(token) : {} });

/** Each item as "<company>: <title or file> (<urgency>)", in the order the list gives. */
const summary = (asks: TClientAsks) =>
  asks.data.map(
    (ask: TClientAsk) => `${ask.tenant_name}: ${ask.type === 'document' ? ask.name : ask.title} (${ask.urgency})`,
  );

/** Uploads a file as the client and has the firm mark it; `minutesAgo` sets when the mark was made. */
async function markedFile(token: string, staff: string, tenantId: string, name: string, minutesAgo: number) {
  const id = (await api.upload(token, tenantId, name, name)).json().document_id as string;
  const marked = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/tenants/${tenantId}/documents/review`,
    headers: bearer(staff),
    payload: { ids: [id], status: 'NEEDS_ATTENTION', note: `Fix ${name}` },
  });
  expect(marked.statusCode).toBe(200);
  await ctx.database.db
    .updateTable('documents')
    .set({ reviewed_at: new Date(Date.now() - minutesAgo * 60_000) })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('GET /asks: what the firm needs from the signed-in client', () => {
  it('lists both companies’ open requests and marked files in one list, most urgent first', async () => {
    const db = ctx.database.db;
    const alpha = await createTenant(db, { name: 'Alpha Bakery' });
    const beta = await createTenant(db, { name: 'Beta Garage' });
    const taxOnly = await createTenant(db, { name: 'Gamma Tax Only' });
    const closed = await createTenant(db, { name: 'Delta Closed', status: 0 });
    const noFiles = await createRole(db, { scope: 'tenant', permissions: ['view sales tax'] });
    const carla = await createUser(db, {
      tenantRoles: {
        [alpha.id]: 'TenantOwner',
        [beta.id]: 'TenantManager',
        [taxOnly.id]: noFiles.name,
        [closed.id]: 'TenantOwner',
      },
    });
    const token = await tokenFor(ctx.app, carla.email);
    const staff = await staffToken(ctx);

    await addRequests(alpha.id, [
      { title: 'Alpha later', due_on: '2099-05-01' },
      { title: 'Alpha overdue', due_on: '2020-03-01' },
      { title: 'Alpha returned', due_on: '2099-02-01', note: 'Wrong month' },
      { title: 'Alpha overdue returned', due_on: '2020-06-01', note: 'Still wrong' },
      { title: 'Alpha sent', due_on: '2020-01-01', status: 'SUBMITTED' },
      { title: 'Alpha done', due_on: '2020-01-01', status: 'DONE' },
      { title: 'Alpha cancelled', due_on: '2020-01-01', status: 'CANCELLED' },
    ]);
    await addRequests(beta.id, [
      { title: 'Beta open', due_on: '2099-03-01' },
      { title: 'Beta overdue', due_on: '2020-01-15' },
    ]);
    await addRequests(taxOnly.id, [{ title: 'Gamma overdue', due_on: '2020-01-01' }]);
    await addRequests(closed.id, [{ title: 'Delta overdue', due_on: '2020-01-01' }]);
    await markedFile(token, staff, beta.id, 'beta-recent.pdf', 5);
    await markedFile(token, staff, alpha.id, 'alpha-older.pdf', 60);
    // A file marked and then reviewed, and one marked and then put in the trash, wait for nothing.
    const reviewed = await markedFile(token, staff, alpha.id, 'alpha-reviewed.pdf', 30);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/tenants/${alpha.id}/documents/review`,
      headers: bearer(staff),
      payload: { ids: [reviewed], status: 'REVIEWED' },
    });
    const trashed = await markedFile(token, staff, alpha.id, 'alpha-trashed.pdf', 40);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/tenants/${alpha.id}/documents/${trashed}`,
      headers: bearer(token),
    });

    const response = await asksOf(token);
    expect(response.statusCode).toBe(200);
    const asks: TClientAsks = response.json();
    expect(summary(asks)).toEqual([
      'Beta Garage: Beta overdue (OVERDUE)',
      'Alpha Bakery: Alpha overdue (OVERDUE)',
      'Alpha Bakery: Alpha overdue returned (OVERDUE)',
      'Alpha Bakery: Alpha returned (RETURNED)',
      'Alpha Bakery: alpha-older.pdf (NEEDS_ATTENTION)',
      'Beta Garage: beta-recent.pdf (NEEDS_ATTENTION)',
      'Beta Garage: Beta open (OPEN)',
      'Alpha Bakery: Alpha later (OPEN)',
    ]);
    expect(asks.truncated).toBe(false);
    expect(asks.data[3]).toMatchObject({ type: 'request', return_note: 'Wrong month', due_on: '2099-02-01' });
    expect(asks.data[5]).toMatchObject({
      type: 'document',
      tenant_uuid: beta.id,
      folder: 'Bank Statements',
      note: 'Fix beta-recent.pdf',
    });
  });

  it('shows a user of another company none of these items, and has nothing for staff or strangers', async () => {
    const db = ctx.database.db;
    const a = await createTenant(db, { name: 'Secret Alpha Books' });
    const b = await createTenant(db, { name: 'Bravo Outsiders' });
    const owner = await createUser(db, { tenantRoles: { [a.id]: 'TenantOwner' } });
    const outsider = await createUser(db, { tenantRoles: { [b.id]: 'TenantOwner' } });
    const staff = await staffToken(ctx, 'Admin');
    const ownerToken = await tokenFor(ctx.app, owner.email);
    await addRequests(a.id, [{ title: 'Alpha secret ask', due_on: '2020-01-01' }]);
    await markedFile(ownerToken, staff, a.id, 'alpha-secret.pdf', 1);
    await addRequests(b.id, [{ title: 'Bravo own ask', due_on: '2099-01-01' }]);

    const outsiders = await asksOf(await tokenFor(ctx.app, outsider.email));
    expect(summary(outsiders.json())).toEqual(['Bravo Outsiders: Bravo own ask (OPEN)']);
    for (const secret of ['Secret Alpha Books', 'Alpha secret ask', 'alpha-secret', a.id]) {
      expect(outsiders.body).not.toContain(secret);
    }
    expect(summary((await asksOf(ownerToken)).json())).toHaveLength(2);
    expect((await asksOf(staff)).statusCode).toBe(403);
    expect((await asksOf(null)).statusCode).toBe(401);
  });

  it('answers at most CLIENT_ASKS_MAX items, the most urgent, and says there are more', async () => {
    const db = ctx.database.db;
    const busy = await createTenant(db, { name: 'Busy Books' });
    const client = await createUser(db, { tenantRoles: { [busy.id]: 'TenantManager' } });
    const days = Array.from({ length: CLIENT_ASKS_MAX + 20 }, (_, i) => i);
    await addRequests(
      busy.id,
      days.map((i) => ({
        title: `Month ${i}`,
        due_on: `${2030 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
      })),
    );
    await addRequests(busy.id, [{ title: 'Long overdue', due_on: '2021-01-01' }]);

    const asks: TClientAsks = (await asksOf(await tokenFor(ctx.app, client.email))).json();
    expect(asks.data).toHaveLength(CLIENT_ASKS_MAX);
    expect(asks.truncated).toBe(true);
    expect(summary(asks).slice(0, 3)).toEqual([
      'Busy Books: Long overdue (OVERDUE)',
      'Busy Books: Month 0 (OPEN)',
      'Busy Books: Month 1 (OPEN)',
    ]);
  });
});
