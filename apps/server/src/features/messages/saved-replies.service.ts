import type { TSavedReply, TSaveSavedReplyRequest } from '@ledgerport/contract';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { enterFirm } from './message-access.ts';

/** The firm's list is short (answers staff keep for themselves): read whole, by title. */
const SAVED_REPLIES_MAX = 500;

const present = (row: { id: string; title: string; body: string; updated_at: Date }): TSavedReply => ({
  uuid: row.id,
  title: row.title,
  body: row.body,
  updated_at: row.updated_at.toISOString(),
});

/**
 * Saved replies (staff, shared by the firm). Each change is one audited event;
 * a saved reply's text is the firm's own, so its title is named in `changes` (never a client's words).
 */
export function createSavedRepliesService(deps: { db: Db; audited: Audited }) {
  const { db, audited } = deps;
  return {
    async list(actor: Principal): Promise<{ data: TSavedReply[] }> {
      await enterFirm(db, actor);
      const rows = await db
        .selectFrom('saved_replies')
        .select(['id', 'title', 'body', 'updated_at'])
        .orderBy(({ fn, ref }) => fn('lower', [ref('title')]))
        .orderBy('id')
        .limit(SAVED_REPLIES_MAX)
        .execute();
      return { data: rows.map(present) };
    },

    save: (actor: Principal, id: string | null, input: TSaveSavedReplyRequest): Promise<TSavedReply> =>
      audited(
        auditActorOf(actor),
        { action: 'SAVED_REPLY_SAVE', tenantId: null, target: 'saved-reply:new' },
        async (scope) => {
          await enterFirm(db, actor);
          const values = { title: input.title.trim(), body: input.body.trim() };
          return db.transaction().execute(async (trx) => {
            let row;
            if (id) {
              const before = await trx
                .selectFrom('saved_replies')
                .select('title')
                .where('id', '=', id)
                .forUpdate()
                .executeTakeFirst();
              if (!before) throw notFound('Saved reply');
              row = await trx
                .updateTable('saved_replies')
                .set({ ...values, updated_at: new Date() })
                .where('id', '=', id)
                .returning(['id', 'title', 'body', 'updated_at'])
                .executeTakeFirstOrThrow();
              scope.changes = { title: { from: before.title, to: row.title } };
            } else {
              row = await trx
                .insertInto('saved_replies')
                .values({ ...values, created_by: actor.access.userId })
                .returning(['id', 'title', 'body', 'updated_at'])
                .executeTakeFirstOrThrow();
              scope.changes = { title: { from: null, to: row.title } };
            }
            scope.target = `saved-reply:${row.id}`;
            await scope.recordIn(trx);
            return present(row);
          });
        },
      ),

    remove: (actor: Principal, id: string): Promise<void> =>
      audited(
        auditActorOf(actor),
        { action: 'SAVED_REPLY_DELETE', tenantId: null, target: `saved-reply:${id}` },
        async (scope) => {
          await enterFirm(db, actor);
          await db.transaction().execute(async (trx) => {
            const gone = await trx
              .deleteFrom('saved_replies')
              .where('id', '=', id)
              .returning('title')
              .executeTakeFirst();
            if (!gone) throw notFound('Saved reply');
            scope.changes = { title: { from: gone.title, to: null } };
            await scope.recordIn(trx);
          });
        },
      ),
  };
}
export type SavedRepliesService = ReturnType<typeof createSavedRepliesService>;
