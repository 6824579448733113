import type { TOrganizerDefinition } from '@ledgerport/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

/**
 * A template version's questions, read once per process: versions never change once written (a trigger refuses
 * it), and a client's every answer save needs them. A 200-question organizer's definition is tens of kilobytes
 * of JSON that PGlite otherwise encoded, and Node decoded, on each save (bench:organizers).
 */
const sectionsByVersion = new Map<string, TOrganizerDefinition>();
const CACHED_VERSIONS = 200;

async function sectionsOfVersion(db: Db, versionId: string): Promise<TOrganizerDefinition> {
  const cached = sectionsByVersion.get(versionId);
  if (cached) return cached;
  const { sections } = await db
    .selectFrom('organizer_template_versions')
    .select('sections')
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  // The oldest entry goes first: a firm sends from a few current versions at a time.
  if (sectionsByVersion.size >= CACHED_VERSIONS) sectionsByVersion.delete(sectionsByVersion.keys().next().value!);
  sectionsByVersion.set(versionId, sections as TOrganizerDefinition);
  return sections as TOrganizerDefinition;
}

/** One organizer of a tenant with its request's status and its recipient's name, before its questions are added. */
export const selectOrganizer = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('organizers as o')
    .innerJoin('organizer_template_versions as v', 'v.id', 'o.template_version_id')
    .innerJoin('document_requests as d', 'd.id', 'o.id')
    .leftJoin('users as r', 'r.id', 'o.recipient_user_id')
    .select([
      'o.id',
      'o.tenant_id',
      'o.template_id',
      'o.template_version_id',
      'o.tax_year',
      'o.recipient_user_id',
      'o.prefilled_from',
      'o.prefilled_sections',
      'o.export_document_id',
      'o.locked',
      'v.version',
      'r.name as recipient_name',
      'd.status as request_status',
    ])
    .where('o.tenant_id', '=', tenantId)
    .where('o.id', '=', id);

/** A row of selectOrganizer with its version's questions (from the cache when they are there). */
export const withSections = async <R extends { template_version_id: string }>(db: Db, row: R) => ({
  ...row,
  sections: await sectionsOfVersion(db, row.template_version_id),
});

/**
 * One organizer of a tenant with its version's questions and its request's status; undefined when it is not the
 * tenant's. `lock`: its row is locked for the caller's transaction (changes of one organizer run one by one).
 */
export const findOrganizer = async (db: Db, tenantId: string, id: string, lock = false) => {
  const query = selectOrganizer(db, tenantId, id);
  const row = await (lock ? query.forUpdate('o') : query).executeTakeFirst();
  return row && withSections(db, row);
};
export type OrganizerRow = NonNullable<Awaited<ReturnType<typeof findOrganizer>>>;

/** Serialises changes to one organizer (answers, files, status): each locks it first. */
export const lockOrganizer = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('organizers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const insertOrganizer = (
  db: Db,
  row: {
    id: string;
    tenantId: string;
    templateId: string;
    versionId: string;
    taxYear: number;
    recipientUserId: string | null;
    prefilledFrom: string | null;
    prefilledSections: string[];
  },
) =>
  db
    .insertInto('organizers')
    .values({
      id: row.id,
      tenant_id: row.tenantId,
      template_id: row.templateId,
      template_version_id: row.versionId,
      tax_year: row.taxYear,
      recipient_user_id: row.recipientUserId,
      prefilled_from: row.prefilledFrom,
      prefilled_sections: JSON.stringify(row.prefilledSections),
    })
    .onConflict((oc) => oc.constraint('organizers_year_key').doNothing())
    .returning('id')
    .executeTakeFirst();

/** Whether the tenant already has an organizer from this template for the year. */
export const hasOrganizerFor = async (db: Db, tenantId: string, templateId: string, taxYear: number) =>
  Boolean(
    await db
      .selectFrom('organizers')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('template_id', '=', templateId)
      .where('tax_year', '=', taxYear)
      .executeTakeFirst(),
  );

/** The tenant's latest organizer from this template for a year before `taxYear` (the one to roll forward). */
export const latestEarlier = (db: Db, tenantId: string, templateId: string, taxYear: number) =>
  db
    .selectFrom('organizers')
    .select(['id', 'tax_year'])
    .where('tenant_id', '=', tenantId)
    .where('template_id', '=', templateId)
    .where('tax_year', '<', taxYear)
    .orderBy('tax_year', 'desc')
    .limit(1)
    .executeTakeFirst();

export const answersOf = (db: Db, organizerId: string) =>
  db
    .selectFrom('organizer_answers as a')
    .leftJoin('users as u', 'u.id', 'a.answered_by')
    .select([
      'a.question_key',
      'a.value',
      'a.last_year',
      'a.answered_by',
      'a.answered_at',
      'a.audited_at',
      'u.name as by_name',
    ])
    .where('a.organizer_id', '=', organizerId)
    .execute();
export type AnswerRow = Awaited<ReturnType<typeof answersOf>>[number];

export const insertAnswers = (
  db: Db,
  rows: { organizerId: string; tenantId: string; key: string; value: unknown; by: string | null; at: Date }[],
) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insertInto('organizer_answers')
        .values(
          rows.map((r) => ({
            organizer_id: r.organizerId,
            tenant_id: r.tenantId,
            question_key: r.key,
            value: JSON.stringify(r.value),
            last_year: JSON.stringify(r.value),
            answered_by: r.by,
            answered_at: r.at,
          })),
        )
        .execute()
        .then(() => undefined);

/** The last write wins: one statement, so two saves at the same moment each land whole, one after the other. */
export const upsertAnswer = (
  db: Db,
  row: { organizerId: string; tenantId: string; key: string; value: unknown; by: string; audited: boolean },
) =>
  db
    .insertInto('organizer_answers')
    .values({
      organizer_id: row.organizerId,
      tenant_id: row.tenantId,
      question_key: row.key,
      value: JSON.stringify(row.value),
      answered_by: row.by,
      answered_at: sql<Date>`clock_timestamp()`,
      audited_at: row.audited ? sql<Date>`clock_timestamp()` : null,
    })
    .onConflict((oc) =>
      oc.columns(['organizer_id', 'question_key']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        answered_by: eb.ref('excluded.answered_by'),
        answered_at: eb.ref('excluded.answered_at'),
        audited_at: row.audited ? eb.ref('excluded.audited_at') : eb.ref('organizer_answers.audited_at'),
      })),
    )
    // The saved answer as answersOf reads it: the save answers with it, with no second statement.
    .returning((eb) => [
      'question_key',
      'value',
      'last_year',
      'answered_by',
      'answered_at',
      'audited_at',
      eb.selectFrom('users as u').select('u.name').whereRef('u.id', '=', 'organizer_answers.answered_by').as('by_name'),
    ])
    .executeTakeFirstOrThrow();

export const deleteAnswer = (db: Db, organizerId: string, key: string) =>
  db.deleteFrom('organizer_answers').where('organizer_id', '=', organizerId).where('question_key', '=', key).execute();

/** The files of each file question (live documents only), oldest first. */
export const filesOf = (db: Db, organizerId: string) =>
  db
    .selectFrom('organizer_answer_files as f')
    .innerJoin('documents as d', 'd.id', 'f.document_id')
    .select(['f.question_key', 'd.id', 'd.name', 'd.size', 'd.folder'])
    .where('f.organizer_id', '=', organizerId)
    .where('d.deleted_at', 'is', null)
    .orderBy('f.added_at')
    .orderBy('d.id')
    .execute();

export const insertAnswerFile = (
  db: Db,
  row: { organizerId: string; tenantId: string; key: string; documentId: string; by: string },
) =>
  db
    .insertInto('organizer_answer_files')
    .values({
      organizer_id: row.organizerId,
      tenant_id: row.tenantId,
      question_key: row.key,
      document_id: row.documentId,
      added_by: row.by,
    })
    .execute();

export const deleteAnswerFile = async (db: Db, organizerId: string, key: string, documentId: string) =>
  (
    await db
      .deleteFrom('organizer_answer_files')
      .where('organizer_id', '=', organizerId)
      .where('question_key', '=', key)
      .where('document_id', '=', documentId)
      .executeTakeFirst()
  ).numDeletedRows > 0n;

export const commentsOf = (db: Db, organizerId: string) =>
  db
    .selectFrom('organizer_comments as c')
    .leftJoin('users as u', 'u.id', 'c.created_by')
    .select(['c.question_key', 'c.text', 'c.created_at', 'u.name as by_name'])
    .where('c.organizer_id', '=', organizerId)
    .execute();

/** A return's comments replace the last return's. */
export async function replaceComments(
  db: Db,
  organizer: { id: string; tenantId: string },
  comments: { question: string; text: string }[],
  by: string,
) {
  await db.deleteFrom('organizer_comments').where('organizer_id', '=', organizer.id).execute();
  await db
    .insertInto('organizer_comments')
    .values(
      comments.map((c) => ({
        organizer_id: organizer.id,
        tenant_id: organizer.tenantId,
        question_key: c.question,
        text: c.text,
        created_by: by,
      })),
    )
    .execute();
}

export const confirmationsOf = async (db: Db, organizerId: string) =>
  (
    await db
      .selectFrom('organizer_section_confirmations')
      .select('section_key')
      .where('organizer_id', '=', organizerId)
      .execute()
  ).map((r) => r.section_key);

export const confirmSection = (db: Db, organizer: { id: string; tenantId: string }, key: string, by: string) =>
  db
    .insertInto('organizer_section_confirmations')
    .values({ organizer_id: organizer.id, tenant_id: organizer.tenantId, section_key: key, confirmed_by: by })
    .onConflict((oc) => oc.columns(['organizer_id', 'section_key']).doNothing())
    .execute();

export const markAccepted = (db: Db, id: string) =>
  db.updateTable('organizers').set({ locked: true }).where('id', '=', id).execute();

export const setExport = (db: Db, id: string, documentId: string) =>
  db.updateTable('organizers').set({ export_document_id: documentId }).where('id', '=', id).execute();

/** The active tenants among `ids` (or every active tenant), with the active users who may be told. */
export const activeTenantIds = async (db: Db, ids: string[] | 'all') => {
  let query = db.selectFrom('tenants').select('id').where('status', '=', 1);
  if (ids !== 'all') query = query.where('id', 'in', ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']);
  return new Set((await query.execute()).map((r) => r.id));
};

/** Whether the user is a member of the tenant (a named recipient must be). */
export const isMember = async (db: Db, tenantId: string, userId: string) =>
  Boolean(
    await db
      .selectFrom('tenant_memberships')
      .select('user_id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
