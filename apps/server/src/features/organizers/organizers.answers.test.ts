import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { answer, createTemplate, organizersWorld, sendTemplate } from './organizers.test-support.ts';

const ctx = useTestApp();

async function sentOrganizer() {
  const world = await organizersWorld(ctx);
  const template = await createTemplate(ctx, world.adminToken);
  const { sent } = await sendTemplate(ctx, world.adminToken, template.uuid, [world.tenant.id]);
  return { ...world, template, id: sent[0]!.organizer_uuid };
}

describe('answering an organizer', () => {
  it('saves answers one by one, checks each against its question, and counts progress', async () => {
    const w = await sentOrganizer();
    const save = (key: string, value: unknown) =>
      answer(ctx, w.clientToken, w.tenant.id, w.id, key, { value }).then((r) => ({
        status: r.statusCode,
        body: r.json(),
      }));

    const name = await save('full_name', 'Carla Client');
    expect(name.status).toBe(200);
    expect(name.body.answer).toMatchObject({ value: 'Carla Client', by_name: 'Carla Client' });
    expect(name.body.progress).toEqual({ required: 2, answered: 1 });

    // Wrong types and out of range: a 400 naming the value, with a catalogue message; nothing saved.
    const refusals: [string, unknown, string][] = [
      ['children', 'three', 'Enter a number'],
      ['children', 21, 'This number is outside the range the question allows'],
      ['wages', 12.5, 'Enter an amount with at most 13 digits and 2 decimals, e.g. 1234.50'],
      ['wages', '-5.00', 'This number is outside the range the question allows'],
      ['moved_on', '2026-02-30', 'Enter a real date as YYYY-MM-DD'],
      ['married', 'yes', 'This answer is not of the kind the question asks for'],
      ['state', 'CA', 'Choose one of the options offered'],
      ['kinds', ['W-2', 'K-1'], 'Choose one of the options offered'],
      ['full_name', 'x'.repeat(501), 'This answer is too long'],
      ['spouse_w2', ['00000000-0000-4000-8000-000000000000'], 'Files are added by uploading them to the question'],
    ];
    for (const [key, value, message] of refusals) {
      const refused = await save(key, value);
      expect(refused.status, `${key} ${JSON.stringify(value)}`).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_ERROR');
      expect(refused.body.error.details[0].message).toBe(message);
    }
    // A group: each row's cells by column kind; a required cell may not be empty.
    expect((await save('dependents', [{ name: 'Tim', born: '2019-05-01', relation: 'Child' }])).status).toBe(200);
    const badCell = await save('dependents', [{ name: 'Tim', born: 'May 2019' }]);
    expect(badCell.body.error.details[0]).toEqual({
      field: 'value.0.born',
      message: 'A cell of this row is not in the expected form',
    });
    expect((await save('dependents', [{ born: '2019-05-01' }])).body.error.details[0].field).toBe('value.0.name');
    expect((await save('dependents', [{ name: 'Tim', pet: 'Rex' }])).status).toBe(400);
    // 10,000 rows: refused whole, not truncated.
    const flood = await save(
      'dependents',
      Array.from({ length: 10_000 }, () => ({ name: 'x' })),
    );
    expect(flood.status).toBe(400);

    expect((await save('wages', '52000.50')).status).toBe(200);
    expect((await save('kinds', ['1099', 'W-2'])).body.answer.value).toEqual(['W-2', '1099']);

    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/organizers/${w.id}`,
      headers: bearer(w.clientToken),
    });
    expect(read.statusCode).toBe(200);
    const organizer = read.json();
    expect(organizer.answers.dependents.value).toEqual([{ name: 'Tim', born: '2019-05-01', relation: 'Child' }]);
    expect(organizer.answers.children).toBeUndefined();
    expect(organizer.status).toBe('OPEN');
  });

  it('refuses an answer to a hidden question, and stops counting one its condition hides later', async () => {
    const w = await sentOrganizer();
    // Crafted: the spouse question is shown only when married is yes.
    const hidden = await answer(ctx, w.clientToken, w.tenant.id, w.id, 'spouse', { value: 'Sam' });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().error.code).toBe('ORGANIZER_QUESTION_HIDDEN');
    const denied = await ctx.database.db
      .selectFrom('audit_events')
      .select(['action', 'detail'])
      .where('target', '=', `request:${w.id}`)
      .where('result', '=', 'DENIED')
      .execute();
    expect(denied).toEqual([{ action: 'ORGANIZER_ANSWER', detail: 'ORGANIZER_QUESTION_HIDDEN' }]);

    await answer(ctx, w.clientToken, w.tenant.id, w.id, 'married', { value: true });
    const spouse = await answer(ctx, w.clientToken, w.tenant.id, w.id, 'spouse', { value: 'Sam' });
    expect(spouse.json().progress).toEqual({ required: 3, answered: 2 });

    // Married → no: the spouse's answer is kept but neither required nor counted.
    const no = await answer(ctx, w.clientToken, w.tenant.id, w.id, 'married', { value: false });
    expect(no.json().progress).toEqual({ required: 2, answered: 1 });
    const unknown = await answer(ctx, w.clientToken, w.tenant.id, w.id, 'nowhere', { value: 'x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets the last write win and tells the second writer whose answer it replaced', async () => {
    const w = await sentOrganizer();
    const [first, second] = await Promise.all([
      answer(ctx, w.clientToken, w.tenant.id, w.id, 'full_name', { value: 'Carla', seen_at: null }),
      answer(ctx, w.partnerToken, w.tenant.id, w.id, 'full_name', { value: 'Pavel', seen_at: null }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const results = [first.json(), second.json()];
    const overwriter = results.find((r) => r.overwrote !== null)!;
    expect(overwriter).toBeDefined();
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/organizers/${w.id}`,
      headers: bearer(w.adminToken),
    });
    // The one that overwrote is the one saved last: its value is the answer now.
    expect(read.json().answers.full_name.value).toBe(overwriter.answer.value);
    expect(overwriter.overwrote.by_name).toBe(overwriter.answer.value === 'Carla' ? 'Pavel Partner' : 'Carla Client');

    // Seen since: no note.
    const seen = await answer(ctx, w.clientToken, w.tenant.id, w.id, 'full_name', {
      value: 'Carla C.',
      seen_at: read.json().answers.full_name.at,
    });
    expect(seen.json().overwrote).toBeNull();
  });

  it('takes a file off its question while the file stays in the folders, and refuses files where none are asked', async () => {
    const w = await sentOrganizer();
    const upload = (key: string) => {
      const form = multipartBody('w2.pdf', '%PDF-1.4 w2');
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/tenants/${w.tenant.id}/organizers/${w.id}/answers/${key}/files`,
        headers: { ...bearer(w.clientToken), ...form.headers },
        payload: form.payload,
      });
    };
    // Hidden until married is yes; not a file question at all.
    expect((await upload('spouse_w2')).json().error.code).toBe('ORGANIZER_QUESTION_HIDDEN');
    expect((await upload('full_name')).statusCode).toBe(400);
    await answer(ctx, w.clientToken, w.tenant.id, w.id, 'married', { value: true });
    const added = await upload('spouse_w2');
    expect(added.statusCode).toBe(201);
    const fileId = added.json().files[0].uuid;
    expect(added.json().value).toEqual([fileId]);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/tenants/${w.tenant.id}/organizers/${w.id}/answers/spouse_w2/files/${fileId}`,
      headers: bearer(w.clientToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ value: [], files: [] });
    const request = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/requests/${w.id}`,
      headers: bearer(w.clientToken),
    });
    expect(request.json().documents).toEqual([]);
    const kept = await ctx.database.db
      .selectFrom('documents')
      .select('deleted_at')
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(kept.deleted_at).toBeNull();
  });

  it('is 404 to another company and to its organizer ids', async () => {
    const w = await sentOrganizer();
    const asOutsider = await answer(ctx, w.outsiderToken, w.tenant.id, w.id, 'full_name', { value: 'x' });
    expect(asOutsider.statusCode).toBe(404);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/organizers/${w.id}`,
      headers: bearer(w.outsiderToken),
    });
    expect(read.statusCode).toBe(404);
    // The organizer's id under the company of someone who may see that company (staff): not found there either.
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.otherTenant.id}/organizers/${w.id}`,
      headers: bearer(w.adminToken),
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
