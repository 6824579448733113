import type { TMessageSettings } from '@ledgerport/contract';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import { enterFirm } from './message-access.ts';

/**
 * The firm's message setting: whether a client's e-mail about a new message carries its text (off by default:
 * the e-mail only says there is a message). Staff read it; 'manage firm settings' changes it, audited.
 */
export function createMessageSettingsService(deps: { db: Db; audited: Audited }) {
  const { db, audited } = deps;
  return {
    async read(actor: Principal): Promise<TMessageSettings> {
      await enterFirm(db, actor);
      return readSettings(db);
    },

    update: (actor: Principal, next: TMessageSettings): Promise<TMessageSettings> =>
      audited(
        auditActorOf(actor),
        { action: 'FIRM_SETTING_CHANGE', tenantId: null, target: 'firm:messages' },
        async (scope) => {
          await enterFirm(db, actor);
          requireFirmPermission(actor, 'manage firm settings');
          return db.transaction().execute(async (trx) => {
            const before = await readSettings(trx);
            await trx
              .updateTable('firm_settings')
              .set({
                message_client_emails_include_text: next.client_emails_include_text,
                updated_at: new Date(),
                updated_by: actor.access.userId,
              })
              .where('id', '=', 1)
              .execute();
            scope.changes = diffChanges(before, next, ['client_emails_include_text']);
            await scope.recordIn(trx);
            return next;
          });
        },
      ),
  };
}
export type MessageSettingsService = ReturnType<typeof createMessageSettingsService>;

/** The firm's message setting (firm_settings has one row; absent on a fresh database: the default, off). */
export async function readSettings(db: Db): Promise<TMessageSettings> {
  const row = await db
    .selectFrom('firm_settings')
    .select('message_client_emails_include_text')
    .where('id', '=', 1)
    .executeTakeFirst();
  return { client_emails_include_text: row?.message_client_emails_include_text ?? false };
}
