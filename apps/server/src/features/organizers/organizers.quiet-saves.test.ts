import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { answer, createTemplate, organizersWorld, sendTemplate } from './organizers.test-support.ts';

/**
 * A person changing their own answer again (the save at every pause in typing) takes a short way with no
 * transaction (organizer-answers.service `saveQuietly`): these are the promises that way must keep as the
 * locked one does.
 */
const ctx = useTestApp();

async function sentOrganizer() {
  const world = await organizersWorld(ctx);
  const template = await createTemplate(ctx, world.adminToken);
  const { sent } = await sendTemplate(ctx, world.adminToken, template.uuid, [world.tenant.id]);
  return { ...world, id: sent[0]!.organizer_uuid };
}

const answerEvents = (organizerId: string) =>
  ctx.database.db
    .selectFrom('audit_events')
    .select(['detail', 'result', 'actor_user_id'])
    .where('action', '=', 'ORGANIZER_ANSWER')
    .where('target', '=', `request:${organizerId}`)
    .orderBy('seq')
    .execute();

const storedValue = async (organizerId: string, key: string) =>
  (
    await ctx.database.db
      .selectFrom('organizer_answers')
      .select('value')
      .where('organizer_id', '=', organizerId)
      .where('question_key', '=', key)
      .executeTakeFirst()
  )?.value;

describe("saving one's own answer again", () => {
  it('stores each new value, keeps the trail to the first save, and records the next person who replaces it', async () => {
    const w = await sentOrganizer();
    for (const value of ['C', 'Ca', 'Carla', 'Carla Client']) {
      const saved = await answer(ctx, w.clientToken, w.tenant.id, w.id, 'full_name', { value });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ answer: { value, by_name: 'Carla Client' }, overwrote: null });
      expect(saved.json().progress).toEqual({ required: 2, answered: 1 });
    }
    expect(await storedValue(w.id, 'full_name')).toBe('Carla Client');
    expect(await answerEvents(w.id)).toEqual([
      { detail: 'question:full_name', result: 'OK', actor_user_id: w.client.id },
    ]);

    // Someone else's save is never quiet, and the first author's next save replaces theirs on the record too.
    await answer(ctx, w.partnerToken, w.tenant.id, w.id, 'full_name', { value: 'Carla P.' });
    const back = await answer(ctx, w.clientToken, w.tenant.id, w.id, 'full_name', { value: 'Carla C.' });
    expect(back.json().overwrote).toMatchObject({ by_name: 'Pavel Partner' });
    expect((await answerEvents(w.id)).map((e) => e.actor_user_id)).toEqual([w.client.id, w.partner.id, w.client.id]);
    expect(await storedValue(w.id, 'full_name')).toBe('Carla C.');
  });

  it('is on the trail again once the quiet time has passed', async () => {
    const w = await sentOrganizer();
    await answer(ctx, w.clientToken, w.tenant.id, w.id, 'full_name', { value: 'Carla' });
    await ctx.database.db
      .updateTable('organizer_answers')
      .set({ audited_at: sql<Date>`now() - interval '11 minutes'` })
      .where('organizer_id', '=', w.id)
      .execute();
    await answer(ctx, w.clientToken, w.tenant.id, w.id, 'full_name', { value: 'Carla Client' });
    expect(await answerEvents(w.id)).toHaveLength(2);
  });

  it('changes nothing once the organizer is submitted, even when the submit lands while the save is under way', async () => {
    const w = await sentOrganizer();
    await answer(ctx, w.clientToken, w.tenant.id, w.id, 'full_name', { value: 'Carla' });
    await answer(ctx, w.clientToken, w.tenant.id, w.id, 'married', { value: false });

    // A submit in progress: the organizer locked and its request moved on, not yet committed. The save reads
    // the organizer as still open, then waits on its guard; it must see the submit's outcome, not its own read.
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const submitting = ctx.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('organizers').select('id').where('id', '=', w.id).forUpdate().execute();
      await trx.updateTable('document_requests').set({ status: 'SUBMITTED' }).where('id', '=', w.id).execute();
      locked();
      await held;
    });
    await lockTaken;
    const saving = answer(ctx, w.clientToken, w.tenant.id, w.id, 'full_name', { value: 'Carla Changed' });
    // PostgreSQL: the save waits on the lock (PGlite's one connection queues it behind the transaction instead).
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await submitting;
    const refused = await saving;
    expect(refused.statusCode).toBe(409);
    expect(await storedValue(w.id, 'full_name')).toBe('Carla');

    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${w.tenant.id}/organizers/${w.id}`,
      headers: bearer(w.adminToken),
    });
    expect(read.json().answers.full_name.value).toBe('Carla');
  });

  it('is 404 for an organizer of another company, and for a company that does not exist', async () => {
    const w = await sentOrganizer();
    await answer(ctx, w.clientToken, w.tenant.id, w.id, 'full_name', { value: 'Carla' });
    const outsider = await answer(ctx, w.outsiderToken, w.otherTenant.id, w.id, 'full_name', { value: 'Eve' });
    expect(outsider.statusCode).toBe(404);
    const staffNowhere = await answer(ctx, w.adminToken, '00000000-0000-4000-8000-000000000000', w.id, 'full_name', {
      value: 'Eve',
    });
    expect(staffNowhere.statusCode).toBe(404);
    expect(await storedValue(w.id, 'full_name')).toBe('Carla');
  });
});
