import { describe, expect, it } from 'vitest';
import { latestEvent, readTrail } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bookkeeping, templateStaff, templatesApi } from './request-templates.test-support.ts';

const ctx = useTestApp();
const api = templatesApi(ctx);

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { error: { details?: { field: string; message: string }[] } }).error.details ?? [];

describe('request templates', () => {
  it('creates a template with its items, lists it by name, reads it back, and records it', async () => {
    const s = await templateStaff(ctx);
    const created = await api.create(s.adminToken, bookkeeping({ name: 'Zeta onboarding' }));
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json();
    expect(template.items).toMatchObject([
      { title: 'Engagement letter', due_in_days: 14, recurrence: null },
      { title: 'Bank statement', due_in_days: null, recurrence: { cadence: 'MONTHLY', due_days: 10 } },
      { title: 'Sales tax', kind: 'SALES_TAX' },
    ]);
    await api.create(s.adminToken, bookkeeping({ name: 'Alpha year end' }));

    const listed = (await api.list(s.adminToken, '?search=ONBOARD')).json();
    expect(listed).toMatchObject({ total: 1, data: [{ uuid: template.uuid, item_count: 3 }] });
    const all = (await api.list(s.adminToken, '?per_page=100')).json();
    const names = all.data.map((t: { name: string }) => t.name);
    expect(names.indexOf('Alpha year end')).toBeLessThan(names.indexOf('Zeta onboarding'));
    expect((await api.get(s.adminToken, template.uuid)).json()).toEqual(template);
    expect(await latestEvent(ctx, 'REQUEST_TEMPLATE_CREATE', `request-template:${template.uuid}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: s.admin.id },
      changes: { name: { from: null, to: 'Zeta onboarding' } },
    });
  });

  it('refuses a template without items, an item with both or neither timing, and a name taken in any case', async () => {
    const s = await templateStaff(ctx);
    const empty = await api.create(s.adminToken, bookkeeping({ name: 'Empty', items: [] }));
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.body)).toEqual([{ field: 'items', message: 'A template needs at least one request' }]);

    const both = { title: 'Both', kind: 'OTHERS', due_in_days: 3, recurrence: { cadence: 'MONTHLY', due_days: 1 } };
    const neither = { title: 'Neither', kind: 'OTHERS' };
    const timing = await api.create(s.adminToken, bookkeeping({ name: 'Timing', items: [both, neither] }));
    expect(timing.statusCode).toBe(400);
    expect(fieldsOf(timing.body).map((f) => f.field)).toEqual(['items.0.due_in_days', 'items.1.due_in_days']);

    expect((await api.create(s.adminToken, bookkeeping({ name: 'Payroll pack' }))).statusCode).toBe(201);
    const taken = await api.create(s.adminToken, bookkeeping({ name: 'PAYROLL PACK' }));
    expect(taken.statusCode).toBe(400);
    expect(fieldsOf(taken.body)).toEqual([{ field: 'name', message: 'Another template already has this name' }]);
  });

  it('replaces the items against the revision, keeping the items sent back with their uuid', async () => {
    const s = await templateStaff(ctx);
    const template = (await api.create(s.adminToken, bookkeeping({ name: 'Quarterly pack' }))).json();
    const [letter, bank] = template.items;
    const edit = {
      name: 'Quarterly pack',
      description: '',
      revision: template.revision,
      items: [
        { ...bank, title: 'Bank statements', recurrence: { cadence: 'QUARTERLY', due_days: 15 } },
        { title: 'Payroll summary', kind: 'PAYROLL', recurrence: { cadence: 'QUARTERLY', due_days: 30 } },
      ],
    };
    const updated = await api.update(s.adminToken, template.uuid, edit);
    expect(updated.statusCode, updated.body).toBe(200);
    const items = updated.json().items;
    expect(items.map((i: { title: string }) => i.title)).toEqual(['Bank statements', 'Payroll summary']);
    expect(items[0].uuid).toBe(bank.uuid);
    expect(items.map((i: { uuid: string }) => i.uuid)).not.toContain(letter.uuid);
    expect(updated.json().revision).toBe(template.revision + 1);

    const stale = await api.update(s.adminToken, template.uuid, { ...edit, name: 'Stale' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CHANGED_MEANWHILE');
    expect((await api.get(s.adminToken, template.uuid)).json().name).toBe('Quarterly pack');
  });

  it('deletes a template (then 404), on the trail', async () => {
    const s = await templateStaff(ctx);
    const template = (await api.create(s.adminToken, bookkeeping({ name: 'Short lived' }))).json();
    expect((await api.remove(s.adminToken, template.uuid)).statusCode).toBe(204);
    expect((await api.get(s.adminToken, template.uuid)).statusCode).toBe(404);
    expect((await api.remove(s.adminToken, template.uuid)).statusCode).toBe(404);
    const events = await readTrail(ctx, { action: 'REQUEST_TEMPLATE_DELETE' });
    const mine = events.filter((e) => e.target === `request-template:${template.uuid}`);
    expect(mine.map((e) => e.result)).toEqual(['DENIED', 'OK']);
    expect(mine[1]!.changes).toMatchObject({ name: { from: 'Short lived', to: null } });
  });

  it("refuses staff without 'manage requests', the refusal on the trail", async () => {
    const s = await templateStaff(ctx);
    expect((await api.list(s.processorToken)).statusCode).toBe(403);
    const refused = await api.create(s.processorToken, bookkeeping({ name: 'Not allowed' }));
    expect(refused.statusCode).toBe(403);
    const denied = await readTrail(ctx, { action: 'REQUEST_TEMPLATE_CREATE', result: 'DENIED' });
    expect(denied.length).toBeGreaterThan(0);
  });
});
