import type { TOrganizerDefinition } from '@ledgerport/contract';
import { sql } from 'kysely';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import type { Db } from '../../platform/db/schema.ts';

/** Live templates with their current version's question count and how many organizers any version made. */
function templates(db: Db) {
  return db
    .selectFrom('organizer_templates')
    .innerJoin('organizer_template_versions', (join) =>
      join
        .onRef('organizer_template_versions.template_id', '=', 'organizer_templates.id')
        .onRef('organizer_template_versions.version', '=', 'organizer_templates.current_version'),
    )
    .select([
      'organizer_templates.id',
      'organizer_templates.name',
      'organizer_templates.description',
      'organizer_templates.current_version',
      'organizer_templates.revision',
      'organizer_templates.updated_at',
      'organizer_template_versions.id as version_id',
      'organizer_template_versions.question_count',
      (eb) =>
        eb
          .selectFrom('organizers')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('organizers.template_id', '=', 'organizer_templates.id')
          .as('sent_count'),
    ])
    .where('organizer_templates.archived_at', 'is', null);
}
export type TemplateRow = Awaited<ReturnType<ReturnType<typeof templates>['executeTakeFirstOrThrow']>>;

export const findTemplate = (db: Db, id: string) =>
  templates(db).where('organizer_templates.id', '=', id).executeTakeFirst();

export function listTemplates(db: Db, search: string | undefined, page: PageRequest) {
  let query = templates(db).orderBy('organizer_templates.updated_at', 'desc').orderBy('organizer_templates.id');
  if (search) query = query.where(sql<boolean>`lower(organizer_templates.name) LIKE lower(${containsPattern(search)})`);
  return paginate(db, query, page);
}

export const versionSections = async (db: Db, versionId: string) =>
  (
    await db
      .selectFrom('organizer_template_versions')
      .select('sections')
      .where('id', '=', versionId)
      .executeTakeFirstOrThrow()
  ).sections as TOrganizerDefinition;

export async function insertTemplate(db: Db, fields: { name: string; description: string }, userId: string) {
  const { id } = await db
    .insertInto('organizer_templates')
    .values({ ...fields, created_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const insertVersion = (
  db: Db,
  templateId: string,
  version: number,
  sections: TOrganizerDefinition,
  userId: string,
) =>
  db
    .insertInto('organizer_template_versions')
    .values({
      template_id: templateId,
      version,
      sections: JSON.stringify(sections),
      question_count: sections.reduce((n, s) => n + s.questions.length, 0),
      created_by: userId,
    })
    .execute();

/** Locks a live template for a change; false when there is none. */
export const lockTemplate = async (db: Db, id: string) =>
  Boolean(
    await db
      .selectFrom('organizer_templates')
      .select('id')
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .forUpdate()
      .executeTakeFirst(),
  );

/** Moves the template to its next version at `revision`; false when it changed meanwhile. Answers the version. */
export async function bumpTemplate(
  db: Db,
  id: string,
  revision: number,
  fields: { name: string; description: string },
): Promise<number | null> {
  const row = await db
    .updateTable('organizer_templates')
    .set({
      ...fields,
      current_version: sql<number>`current_version + 1`,
      revision: sql<number>`revision + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .returning('current_version')
    .executeTakeFirst();
  return row?.current_version ?? null;
}

export const archiveTemplate = (db: Db, id: string) =>
  db
    .updateTable('organizer_templates')
    .set({ archived_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
