import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant } from '../../../test/factories.ts';
import { answer, createTemplate, organizersWorld, sendTemplate } from './organizers.test-support.ts';

const ctx = useTestApp();

const send = (token: string, templateId: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/organizer-templates/${templateId}/send`,
    headers: bearer(token),
    payload: { title: 'Tax organizer', tax_year: 2026, due_on: '2099-04-15', ...payload },
  });

describe('sending an organizer', () => {
  it('makes one per company even when two sends race, and skips In-active companies', async () => {
    const w = await organizersWorld(ctx);
    const inactive = await createTenant(ctx.database.db, { status: 0 });
    const template = await createTemplate(ctx, w.adminToken);
    const [a, b] = await Promise.all([
      send(w.adminToken, template.uuid, { tenant_uuids: [w.tenant.id, inactive.id] }),
      send(w.adminToken, template.uuid, { tenant_uuids: [w.tenant.id] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const sent = [...a.json().sent, ...b.json().sent];
    const skipped = [...a.json().skipped, ...b.json().skipped];
    expect(sent).toHaveLength(1);
    expect(skipped).toEqual(
      expect.arrayContaining([
        { tenant_uuid: w.tenant.id, reason: 'ALREADY_SENT' },
        { tenant_uuid: inactive.id, reason: 'TENANT_INACTIVE' },
      ]),
    );
    const requests = await ctx.database.db
      .selectFrom('document_requests')
      .select('id')
      .where('tenant_id', '=', w.tenant.id)
      .where('kind', '=', 'ORGANIZER')
      .execute();
    expect(requests).toHaveLength(1);

    // An organizer is a request: listed by kind, and among what the client's firm needs.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/requests?kind=ORGANIZER`,
      headers: bearer(w.clientToken),
    });
    expect(listed.json().data.map((r: { uuid: string }) => r.uuid)).toEqual([sent[0].organizer_uuid]);
    const asks = await ctx.app.inject({ method: 'GET', url: '/api/v1/asks', headers: bearer(w.clientToken) });
    expect(JSON.stringify(asks.json())).toContain(sent[0].organizer_uuid);
  });

  it('goes to a named person only, who alone answers it; others of the company may read it', async () => {
    const w = await organizersWorld(ctx);
    const template = await createTemplate(ctx, w.adminToken);
    const made = await send(w.adminToken, template.uuid, {
      tenant_uuids: [w.tenant.id],
      recipient_user_uuid: w.client.id,
    });
    expect(made.statusCode).toBe(200);
    const id = made.json().sent[0].organizer_uuid;
    const told = await ctx.database.db
      .selectFrom('notifications')
      .select('user_id')
      .where('kind', '=', 'REQUEST_CREATED')
      .where('subject_id', '=', id)
      .execute();
    expect(told.map((n) => n.user_id)).toEqual([w.client.id]);
    expect((await answer(ctx, w.clientToken, w.tenant.id, id, 'full_name', { value: 'Carla' })).statusCode).toBe(200);
    expect((await answer(ctx, w.partnerToken, w.tenant.id, id, 'full_name', { value: 'Pavel' })).statusCode).toBe(403);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/organizers/${id}`,
      headers: bearer(w.partnerToken),
    });
    expect(read.json().recipient_name).toBe('Carla Client');

    // Someone who is not of that company cannot be named; a day in the past and a client sending are refused.
    const stranger = await send(w.adminToken, template.uuid, {
      tenant_uuids: [w.second.id],
      recipient_user_uuid: w.client.id,
    });
    expect(stranger.statusCode).toBe(404);
    const past = await send(w.adminToken, template.uuid, { tenant_uuids: [w.second.id], due_on: '2000-01-01' });
    expect(past.json().error.details[0]).toEqual({ field: 'due_on', message: 'The due date may not be in the past' });
    expect((await send(w.clientToken, template.uuid, { tenant_uuids: [w.tenant.id] })).statusCode).toBe(403);
    const nowhere = await send(w.adminToken, template.uuid, { tenant_uuids: [crypto.randomUUID()] });
    expect(nowhere.statusCode).toBe(404);
  });

  it('is sent to every active company with all_tenants', async () => {
    const w = await organizersWorld(ctx);
    const template = await createTemplate(ctx, w.adminToken);
    const all = await send(w.adminToken, template.uuid, { all_tenants: true, tax_year: 2030 });
    const made = all.json().sent.map((s: { tenant_uuid: string }) => s.tenant_uuid);
    expect(made).toEqual(expect.arrayContaining([w.tenant.id, w.second.id, w.otherTenant.id]));
    const again = await sendTemplate(ctx, w.adminToken, template.uuid, [w.tenant.id], 2030);
    expect(again.sent).toEqual([]);
  });
});
