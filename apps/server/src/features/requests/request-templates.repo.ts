import type { TAskableRequestKind, TRequestCadence } from '@ledgerport/contract';
import { sql } from 'kysely';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import type { Db } from '../../platform/db/schema.ts';

export type TemplateItemFields = {
  title: string;
  description: string;
  kind: TAskableRequestKind;
  due_in_days: number | null;
  cadence: TRequestCadence | null;
  due_days: number | null;
};
export type TemplateFields = { name: string; description: string };

const templates = (db: Db) =>
  db
    .selectFrom('request_templates')
    .select(['id', 'name', 'description', 'revision', 'created_at', 'updated_at'])
    .select((eb) =>
      eb
        .selectFrom('request_template_items')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('request_template_items.template_id', '=', 'request_templates.id')
        .as('item_count'),
    );
export type TemplateRow = Awaited<ReturnType<ReturnType<typeof templates>['executeTakeFirstOrThrow']>>;

/** By name (the (name, id) index); `search` anywhere in the name (the lower(name) trigram index). */
export function listTemplates(db: Db, search: string | undefined, page: PageRequest) {
  let query = templates(db).orderBy('name').orderBy('id');
  if (search) query = query.where(sql`lower(name)`, 'like', containsPattern(search.toLowerCase()));
  return paginate(db, query, page);
}

export const findTemplate = (db: Db, id: string) => templates(db).where('id', '=', id).executeTakeFirst();

/** The template row held until the caller's transaction ends (an edit, a delete and a run take turns). */
export const lockTemplate = (db: Db, id: string) =>
  db
    .selectFrom('request_templates')
    .select(['id', 'name', 'revision'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const templateItems = (db: Db, templateId: string) =>
  db
    .selectFrom('request_template_items')
    .select(['id', 'title', 'description', 'kind', 'due_in_days', 'cadence', 'due_days'])
    .where('template_id', '=', templateId)
    .orderBy('position')
    .execute();
export type TemplateItemRow = Awaited<ReturnType<typeof templateItems>>[number];

export const insertTemplate = async (db: Db, fields: TemplateFields, createdBy: string) =>
  (
    await db
      .insertInto('request_templates')
      .values({ ...fields, created_by: createdBy })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Changes a template still at `revision`; false when someone changed it meanwhile. */
export async function updateTemplate(db: Db, id: string, revision: number, fields: TemplateFields) {
  const result = await db
    .updateTable('request_templates')
    .set({ ...fields, revision: sql<number>`revision + 1`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Makes the template's items exactly `items`, in that order. An item with the `id` of one of the template's
 * items is changed in place (what it made stays linked to it); the others are inserted; the rest are removed.
 */
export async function replaceItems(db: Db, templateId: string, items: (TemplateItemFields & { id?: string })[]) {
  const existing = new Set((await templateItems(db, templateId)).map((i) => i.id));
  const kept = items.flatMap((i) => (i.id && existing.has(i.id) ? [i.id] : []));
  let removal = db.deleteFrom('request_template_items').where('template_id', '=', templateId);
  if (kept.length) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  for (const [position, { id, ...fields }] of items.entries()) {
    if (id && existing.has(id)) {
      await db
        .updateTable('request_template_items')
        .set({ ...fields, position })
        .where('id', '=', id)
        .execute();
    } else {
      await db
        .insertInto('request_template_items')
        .values({ ...fields, position, template_id: templateId })
        .execute();
    }
  }
}

export const deleteTemplate = async (db: Db, id: string) =>
  (await db.deleteFrom('request_templates').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n;
