import type { TActiveSession, TActiveSessionList } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { DB } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { listLiveSessionsOf, revokeSession } from '../../platform/auth/sessions.repo.ts';

type LiveSession = Awaited<ReturnType<typeof listLiveSessionsOf>>[number];

/** What a user sees of one of their devices: never the token, fingerprint or another user's data. */
const presentSession = (row: LiveSession, currentSessionId: string): TActiveSession => ({
  id: row.id,
  user_agent: row.user_agent,
  ip: row.ip,
  created_at: row.created_at.toISOString(),
  last_seen_at: row.last_seen_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
  current: row.id === currentSessionId,
});

/**
 * The signed-in devices of the caller (what the spec's browser-fingerprint status became). Every query is
 * scoped by the caller's own user id, so another user's session is simply not found.
 */
export function createActiveSessionsService(deps: { db: Kysely<DB>; audited: Audited }) {
  const { db, audited } = deps;

  return {
    async list(principal: Principal): Promise<TActiveSessionList> {
      const rows = await listLiveSessionsOf(db, principal.access.userId);
      return { data: rows.map((row) => presentSession(row, principal.sessionId)) };
    },

    /** Signs one device out; its token is refused on its very next request (every request checks the row). */
    end: (principal: Principal, sessionId: string): Promise<void> =>
      audited(
        auditActorOf(principal),
        { action: 'SESSION_REVOKE', tenantId: null, target: `session:${sessionId}` },
        (scope) =>
          db.transaction().execute(async (trx) => {
            const ended = await revokeSession(trx, sessionId, principal.access.userId);
            if (!ended) throw notFound('Session');
            await scope.recordIn(trx);
          }),
      ),
  };
}
export type ActiveSessionsService = ReturnType<typeof createActiveSessionsService>;
