import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../platform/db/schema.ts';
import type { OrganizerCore } from './organizers.presenter.ts';
import { selectOrganizer, withSections, type AnswerRow } from './organizers.repo.ts';

/**
 * What an answer save needs of its organizer (its row and questions, status, answers and files) in one
 * statement: a client saves every answer as it is given, and each round trip to the database counted in
 * bench:organizers more than the work itself. Undefined when the organizer is not the tenant's.
 * To read it under the organizer's lock, take the lock first (lockOrganizer): a statement that waited for the lock
 * would still read the answers as they were when it began, without those of the change it waited for.
 */
export async function findOrganizerCore(db: Db, tenantId: string, id: string): Promise<OrganizerCore | undefined> {
  // Each answer as an array, not an object: PGlite spent more on naming 7 fields of 200 rows than on the rest.
  const found = await selectOrganizer(db, tenantId, id)
    .select((eb) => [
      sql<AnswerTuple[] | null>`(
        select json_agg(json_build_array(
          a.question_key, a.value, a.last_year, a.answered_by, a.answered_at, a.audited_at))
        from organizer_answers a where a.organizer_id = o.id)`.as('answers'),
      // The authors' names once each (a company has a few people), not joined to every answer.
      sql<Record<string, string> | null>`(
        select json_object_agg(u.id, u.name) from users u
        where u.id in (select a.answered_by from organizer_answers a where a.organizer_id = o.id))`.as('authors'),
      jsonArrayFrom(
        eb
          .selectFrom('organizer_answer_files as f')
          .innerJoin('documents as doc', 'doc.id', 'f.document_id')
          .select(['f.question_key', 'doc.id', 'doc.name', 'doc.size', 'doc.folder'])
          .whereRef('f.organizer_id', '=', 'o.id')
          .where('doc.deleted_at', 'is', null)
          .orderBy('f.added_at')
          .orderBy('doc.id'),
      ).as('files'),
    ])
    .executeTakeFirst();
  if (!found) return undefined;
  const { answers, authors, files, ...row } = found;
  return {
    row: await withSections(db, row),
    // JSON carries times as text: back to the Date the rows of answersOf hold.
    answers: (answers ?? []).map(
      ([question_key, value, last_year, answered_by, answered_at, audited_at]): AnswerRow => ({
        question_key,
        value,
        last_year,
        answered_by,
        answered_at: new Date(answered_at),
        audited_at: audited_at === null ? null : new Date(audited_at),
        by_name: answered_by === null ? null : (authors?.[answered_by] ?? null),
      }),
    ),
    files,
  };
}

/** An answer of findOrganizerCore's read: key, value, last year's value, author, when given, when audited. */
type AnswerTuple = [string, unknown, unknown, string | null, string, string | null];

/**
 * A new value for an answer its author gave within the audit trail's quiet time (`quietMs`): one statement and
 * no transaction, the save's common case. It changes nothing (undefined), and the caller takes the locked and
 * audited way, when the organizer is no longer open to answers (the share lock waits for a step in progress,
 * a submit or an accept, and then sees its outcome), or the answer is gone, now someone else's, or due on the
 * trail again. Returns the answer as answersOf reads it.
 */
export const updateQuietAnswer = (
  db: Db,
  row: { organizerId: string; tenantId: string; key: string; value: unknown; by: string; quietMs: number },
) =>
  db
    .with('open', (w) =>
      w
        .selectFrom('organizers as o')
        .innerJoin('document_requests as d', 'd.id', 'o.id')
        .select('o.id')
        .where('o.id', '=', row.organizerId)
        .where('o.tenant_id', '=', row.tenantId)
        .where('o.locked', '=', false)
        .where('d.status', '=', 'OPEN')
        .forShare(['o', 'd']),
    )
    .updateTable('organizer_answers as a')
    .from('open')
    .set({ value: JSON.stringify(row.value), answered_at: sql<Date>`clock_timestamp()` })
    .whereRef('a.organizer_id', '=', 'open.id')
    .where('a.question_key', '=', row.key)
    .where('a.answered_by', '=', row.by)
    .where('a.audited_at', '>', sql<Date>`clock_timestamp() - make_interval(secs => ${row.quietMs / 1000})`)
    .returning((eb) => [
      'a.question_key',
      'a.value',
      'a.last_year',
      'a.answered_by',
      'a.answered_at',
      'a.audited_at',
      eb.selectFrom('users as u').select('u.name').whereRef('u.id', '=', 'a.answered_by').as('by_name'),
    ])
    .executeTakeFirst();
