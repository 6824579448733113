import type { Db } from '../../platform/db/schema.ts';

/** The envelope's chain in order: each event as appended, with its link to the one before and its own hash. */
export const readChain = async (db: Db, envelopeId: string) =>
  (
    await db
      .selectFrom('signing_events')
      .select(['seq', 'event', 'prev_hash', 'hash'])
      .where('envelope_id', '=', envelopeId)
      .orderBy('seq')
      .execute()
  ).map((row) => ({ ...row, event: row.event as Record<string, unknown> }));

/** The names of the staff members the events name (`by`), by id; a removed user is simply absent. */
export const userNames = async (db: Db, userIds: string[]): Promise<Map<string, string>> =>
  userIds.length === 0
    ? new Map()
    : new Map(
        (await db.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute()).map((u) => [
          u.id,
          u.name,
        ]),
      );
