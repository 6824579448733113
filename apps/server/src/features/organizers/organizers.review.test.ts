import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { answer, createTemplate, organizersWorld, SECTIONS, sendTemplate } from './organizers.test-support.ts';

const ctx = useTestApp();

const step = (token: string, tenantId: string, id: string, action: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${tenantId}/organizers/${id}/${action}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

const read = (token: string, tenantId: string, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/tenants/${tenantId}/organizers/${id}`, headers: bearer(token) });

describe('submitting, returning and accepting an organizer', () => {
  it('goes from answers with files through a return to an accepted, locked organizer with its PDF filed', async () => {
    const w = await organizersWorld(ctx);
    const template = await createTemplate(ctx, w.adminToken);
    const { sent } = await sendTemplate(ctx, w.adminToken, template.uuid, [w.tenant.id, w.second.id]);
    expect(sent).toHaveLength(2);
    const id = sent.find((s) => s.tenant_uuid === w.tenant.id)!.organizer_uuid;
    const save = (key: string, value: unknown) => answer(ctx, w.clientToken, w.tenant.id, id, key, { value });

    // Submitting with required answers missing names them.
    const early = await step(w.clientToken, w.tenant.id, id, 'submit');
    expect(early.statusCode).toBe(400);
    expect(early.json().error.code).toBe('ORGANIZER_INCOMPLETE');
    expect(early.json().error.details.map((d: { field: string }) => d.field)).toEqual(['full_name', 'married']);

    await save('full_name', 'Карла Клиент');
    await save('married', true);
    await save('notes', '=HYPERLINK("http://evil.test")');
    // Two W-2s uploaded into the spouse's question (shown now that married is yes).
    for (const name of ['w2-employer-a.pdf', 'w2-employer-b.pdf']) {
      const form = multipartBody(name, `%PDF-1.4 ${name}`);
      const uploaded = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/tenants/${w.tenant.id}/organizers/${id}/answers/spouse_w2/files`,
        headers: { ...bearer(w.clientToken), ...form.headers },
        payload: form.payload,
      });
      expect(uploaded.statusCode).toBe(201);
    }
    const withFiles = (await read(w.clientToken, w.tenant.id, id)).json();
    expect(withFiles.answers.spouse_w2.files.map((f: { name: string }) => f.name)).toEqual([
      'w2-employer-a.pdf',
      'w2-employer-b.pdf',
    ]);
    // They count as documents received for the request.
    const request = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/requests/${id}`,
      headers: bearer(w.adminToken),
    });
    expect(request.json()).toMatchObject({ kind: 'ORGANIZER', status: 'OPEN' });
    expect(request.json().documents).toHaveLength(2);
    // The plain request routes cannot submit or accept it around its checks.
    const aroundChecks = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${w.tenant.id}/requests/${id}/submit`,
      headers: bearer(w.clientToken),
      payload: {},
    });
    expect(aroundChecks.json().error.code).toBe('REQUEST_STATE');

    expect((await step(w.clientToken, w.tenant.id, id, 'submit')).statusCode).toBe(400);
    await save('spouse', 'Sam');
    const submitted = await step(w.clientToken, w.tenant.id, id, 'submit');
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().status).toBe('SUBMITTED');
    expect((await save('full_name', 'Too late')).statusCode).toBe(409);

    // Staff return with a comment on a shown question; a comment on a hidden one is refused.
    const hidden = await step(w.adminToken, w.tenant.id, id, 'return', {
      comments: [{ question: 'nowhere', text: 'x' }],
    });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().error.details[0].message).toBe('Comment only on a question the client sees');
    const returned = await step(w.adminToken, w.tenant.id, id, 'return', {
      comments: [{ question: 'spouse', text: 'Use the full legal name' }],
    });
    expect(returned.statusCode).toBe(200);
    const seen = (await read(w.clientToken, w.tenant.id, id)).json();
    expect(seen.status).toBe('OPEN');
    expect(seen.comments.spouse).toMatchObject({ text: 'Use the full legal name', by_name: 'Ada Admin' });
    const notice = await ctx.database.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', w.client.id)
      .where('kind', '=', 'REQUEST_RETURNED')
      .execute();
    expect(notice).toHaveLength(1);

    await save('spouse', 'Samuel Smith');
    expect((await step(w.clientToken, w.tenant.id, id, 'submit')).statusCode).toBe(200);
    expect((await step(w.clientToken, w.tenant.id, id, 'accept')).statusCode).toBe(403);
    const accepted = await step(w.adminToken, w.tenant.id, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'DONE', locked: true });
    const pdf = await ctx.database.db
      .selectFrom('documents')
      .select(['name', 'folder', 'size', 'record_class', 'tax_year'])
      .where('id', '=', accepted.json().export_file_uuid)
      .executeTakeFirstOrThrow();
    expect(pdf.name).toBe('Tax organizer 2026 2026.pdf');
    expect(pdf.folder).toBe('Others');
    // Issue 35: the client's own figures for the year, classed so by the filing, with the organizer's tax year.
    expect(pdf).toMatchObject({ record_class: 'SOURCE_DOCUMENTS', tax_year: 2026 });
    expect((await save('spouse', 'x')).statusCode).toBe(409);
    // Accepted once: a second accept is refused while its PDF is there.
    expect((await step(w.adminToken, w.tenant.id, id, 'accept')).json().error.code).toBe('REQUEST_STATE');
    // Were the PDF's filing lost after the acceptance, accepting again files it.
    await ctx.database.db.updateTable('organizers').set({ export_document_id: null }).where('id', '=', id).execute();
    const refiled = await step(w.adminToken, w.tenant.id, id, 'accept');
    expect(refiled.json().export_file_uuid).toBe(accepted.json().export_file_uuid);

    // CSV and XLSX: formula-safe, hidden answers left out.
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/organizers/${id}/export?format=csv`,
      headers: bearer(w.adminToken),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(csv.body).toContain('w2-employer-a.pdf, w2-employer-b.pdf');
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/organizers/${id}/export?format=xlsx`,
      headers: bearer(w.adminToken),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/tenants/${w.tenant.id}/organizers/${id}/export?format=csv`,
          headers: bearer(w.clientToken),
        })
      ).statusCode,
    ).toBe(403);

    const trail = await ctx.database.db
      .selectFrom('audit_events')
      .select(['action', 'result'])
      .where('target', '=', `request:${id}`)
      .execute();
    const actions = trail.filter((e) => e.result === 'OK').map((e) => e.action);
    for (const action of [
      'ORGANIZER_SEND',
      'ORGANIZER_ANSWER',
      'ORGANIZER_FILE_ADD',
      'ORGANIZER_SUBMIT',
      'ORGANIZER_RETURN',
      'ORGANIZER_ACCEPT',
      'ORGANIZER_EXPORT',
    ]) {
      expect(actions, action).toContain(action);
    }
    // Saves by one person of one question within minutes: one event, not one per save.
    expect(actions.filter((a) => a === 'ORGANIZER_ANSWER').length).toBeLessThan(8);
  });

  it('rolls forward: next year starts from last year, asks to confirm, and marks changes', async () => {
    const w = await organizersWorld(ctx);
    const template = await createTemplate(ctx, w.adminToken);
    const { sent } = await sendTemplate(ctx, w.adminToken, template.uuid, [w.tenant.id], 2025);
    const last = sent[0]!.organizer_uuid;
    await answer(ctx, w.clientToken, w.tenant.id, last, 'full_name', { value: 'Carla Client' });
    await answer(ctx, w.clientToken, w.tenant.id, last, 'married', { value: false });
    await answer(ctx, w.clientToken, w.tenant.id, last, 'state', { value: 'NY' });
    await answer(ctx, w.clientToken, w.tenant.id, last, 'children', { value: 2 });
    // This year the state question no longer offers NY: last year's answer cannot carry over.
    const edited = SECTIONS.map((s) => ({
      ...s,
      questions: s.questions.map((q) => (q.key === 'state' ? { ...q, options: ['NJ', 'CT'] } : q)),
    }));
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/organizer-templates/${template.uuid}`,
      headers: bearer(w.adminToken),
      payload: { name: 'Rolled', sections: edited, revision: template.revision },
    });
    const next = await sendTemplate(ctx, w.adminToken, template.uuid, [w.tenant.id], 2026);
    expect(next.sent[0]!.rolled_forward).toBe(true);
    const again = await sendTemplate(ctx, w.adminToken, template.uuid, [w.tenant.id], 2026);
    expect(again.skipped).toEqual([{ tenant_uuid: w.tenant.id, reason: 'ALREADY_SENT' }]);
    const id = next.sent[0]!.organizer_uuid;

    const organizer = (await read(w.clientToken, w.tenant.id, id)).json();
    expect(organizer.answers.full_name.value).toBe('Carla Client');
    expect(organizer.answers.children.value).toBe(2);
    expect(organizer.answers.state).toBeUndefined();
    expect(organizer.prefilled_sections).toEqual([
      { key: 'family', confirmed: false },
      { key: 'income', confirmed: false },
    ]);
    expect(organizer.progress).toEqual({ required: 2, answered: 2 });

    // Not submitted before each prefilled section is confirmed.
    const unconfirmed = await step(w.clientToken, w.tenant.id, id, 'submit');
    expect(unconfirmed.json().error.details.map((d: { field: string }) => d.field)).toEqual([
      'section:family',
      'section:income',
    ]);
    const changed = await answer(ctx, w.clientToken, w.tenant.id, id, 'children', { value: 3 });
    expect(changed.json().answer).toMatchObject({ value: 3, last_year: 2 });
    await step(w.clientToken, w.tenant.id, id, 'sections/family/confirm');
    const confirmed = await step(w.clientToken, w.tenant.id, id, 'sections/income/confirm');
    expect(confirmed.json().prefilled_sections.every((s: { confirmed: boolean }) => s.confirmed)).toBe(true);
    expect((await step(w.clientToken, w.tenant.id, id, 'sections/nowhere/confirm')).statusCode).toBe(404);
    expect((await step(w.clientToken, w.tenant.id, id, 'submit')).statusCode).toBe(200);
    const forStaff = (await read(w.adminToken, w.tenant.id, id)).json();
    expect(forStaff.answers.children.last_year).toBe(2);
    expect(forStaff.answers.full_name.last_year).toBeUndefined();
  });
});
