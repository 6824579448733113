import { ORGANIZER_STARTERS, ZOrganizerDefinition } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { answer, createTemplate, organizersWorld, SECTIONS, sendTemplate } from './organizers.test-support.ts';

const ctx = useTestApp();

const question = (key: string, extra: object = {}) => ({ key, kind: 'short_text', label: key, ...extra });

describe('organizer templates', () => {
  it('refuses definitions whose conditions loop or look ahead, and a 500-question template', async () => {
    const { adminToken } = await organizersWorld(ctx);
    const post = (sections: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/organizer-templates',
        headers: bearer(adminToken),
        payload: { name: `Bad ${Math.random()}`, sections },
      });
    const looking = (first: object, second: object) => [
      { key: 's', title: 'S', questions: [question('a', first), question('b', second)] },
    ];
    // a ↔ b: a loop needs one condition to look ahead, which is refused.
    const loop = await post(
      looking(
        { kind: 'yes_no', show_if: { question: 'b', any_of: [true] } },
        { kind: 'yes_no', show_if: { question: 'a', any_of: [true] } },
      ),
    );
    expect(loop.statusCode).toBe(400);
    expect(JSON.stringify(loop.json())).toContain('A condition can only look at a question asked before it');
    const itself = await post(looking({ kind: 'yes_no', show_if: { question: 'a', any_of: [true] } }, {}));
    expect(itself.statusCode).toBe(400);
    const five = [0, 1, 2, 3, 4].map((s) => ({
      key: `s${s}`,
      title: 'Many',
      questions: Array.from({ length: 100 }, (_, q) => question(`q${s}_${q}`)),
    }));
    const many = await post(five);
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json())).toContain('At most 300 questions in one organizer');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organizer-templates?search=Bad',
      headers: bearer(adminToken),
    });
    expect(list.json().total).toBe(0);
  });

  it('keeps each sent organizer on its version while the template is edited', async () => {
    const w = await organizersWorld(ctx);
    const template = await createTemplate(ctx, w.adminToken, 'Year-end organizer');
    const { sent } = await sendTemplate(ctx, w.adminToken, template.uuid, [w.tenant.id]);
    const edited = SECTIONS.map((s) => ({ ...s, questions: s.questions.filter((q) => q.key !== 'notes') }));
    edited[0]!.questions.push({ key: 'phone', kind: 'short_text', label: 'Phone', help: '', required: true });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/organizer-templates/${template.uuid}`,
      headers: bearer(w.adminToken),
      payload: { name: 'Year-end organizer', description: 'v2', sections: edited, revision: template.revision },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ version: 2, sent_count: 1 });
    // An edit against the old revision is refused.
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/organizer-templates/${template.uuid}`,
      headers: bearer(w.adminToken),
      payload: { name: 'Year-end organizer', sections: edited, revision: template.revision },
    });
    expect(stale.json().error.code).toBe('CHANGED_MEANWHILE');

    const organizer = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/organizers/${sent[0]!.organizer_uuid}`,
      headers: bearer(w.clientToken),
    });
    expect(organizer.json().template_version).toBe(1);
    expect(organizer.json().sections).toEqual(ZOrganizerDefinition.parse(SECTIONS));
    expect(
      (await answer(ctx, w.clientToken, w.tenant.id, sent[0]!.organizer_uuid, 'notes', { value: 'x' })).statusCode,
    ).toBe(200);
    expect(
      (await answer(ctx, w.clientToken, w.tenant.id, sent[0]!.organizer_uuid, 'phone', { value: 'x' })).statusCode,
    ).toBe(404);
    // A later send uses version 2.
    const { sent: next } = await sendTemplate(ctx, w.adminToken, template.uuid, [w.second.id]);
    const second = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.second.id}/organizers/${next[0]!.organizer_uuid}`,
      headers: bearer(w.adminToken),
    });
    expect(second.json().template_version).toBe(2);

    // Archived: gone from the list, its organizers untouched.
    const archived = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizer-templates/${template.uuid}`,
      headers: bearer(w.adminToken),
    });
    expect(archived.statusCode).toBe(204);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organizer-templates?search=Year-end',
      headers: bearer(w.adminToken),
    });
    expect(list.json().total).toBe(0);
  });

  it('copies a starter, lists the starters, and keeps templates from clients', async () => {
    const w = await organizersWorld(ctx);
    const starters = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organizer-starters?locale=de',
      headers: bearer(w.adminToken),
    });
    expect(starters.json().data.map((s: { key: string }) => s.key)).toEqual([...ORGANIZER_STARTERS]);
    const copy = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/organizer-templates',
      headers: bearer(w.adminToken),
      payload: { starter: 'new_client_intake', locale: 'en', name: 'Our intake' },
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().name).toBe('Our intake');
    expect(copy.json().question_count).toBeGreaterThan(0);
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/organizer-templates',
      headers: bearer(w.adminToken),
      payload: { starter: 'new_client_intake', locale: 'en', name: 'OUR INTAKE' },
    });
    expect(taken.statusCode).toBe(400);
    const asClient = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organizer-templates',
      headers: bearer(w.clientToken),
    });
    expect(asClient.statusCode).toBe(403);
  });

  it('makes organizers only by sending: a plain request of kind ORGANIZER is refused', async () => {
    const w = await organizersWorld(ctx);
    const plain = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${w.tenant.id}/requests`,
      headers: bearer(w.adminToken),
      payload: { title: 'Organizer', kind: 'ORGANIZER', due_on: '2099-01-01' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.details[0].field).toBe('kind');
  });
});
