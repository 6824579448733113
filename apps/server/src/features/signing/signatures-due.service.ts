import type { TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { firmDateOf } from '../../platform/time/firm-day.ts';
import { envelopesDueIn, signaturesDueByDay, type DueRange } from './envelopes.repo.ts';
import { envelopesAwaitingUser } from './signers.repo.ts';

/** An envelope waiting on a signed-in signer now; `overdue` against the firm's today. Days 'YYYY-MM-DD'. */
export type AwaitingEnvelope = {
  id: string;
  tenantId: string;
  title: string;
  dueDate: string | null;
  expiresAt: Date | null;
  overdue: boolean;
};

/** An envelope of a completeness cell: out for signature (`sent`) or signed by everyone (`completed`). */
export type DueEnvelope = {
  id: string;
  title: string;
  status: 'sent' | 'completed';
  dueDate: string;
  signers: number;
  signed: number;
  overdue: boolean;
};

/**
 * What other features read of the signatures the firm waits for (issue 31): the client's "What your firm needs
 * from you" (the envelopes whose turn is theirs) and the completeness matrix (envelopes due per period). Each
 * takes the tenants `requireTenant` returned: the caller has checked the boundary and its permission there.
 */
export function createSignaturesDue(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const today = () => firmDateOf(clock.now(), clock.timeZone);

  return {
    /** The envelopes in `tenants` this user is to sign now, soonest due first, at most `limit`. */
    async awaitingSigner(userId: string, tenants: readonly TenantRecord[], limit: number): Promise<AwaitingEnvelope[]> {
      const rows = await envelopesAwaitingUser(
        db,
        userId,
        tenants.map((t) => t.id),
        clock.now(),
        limit,
      );
      const date = today();
      return rows.map((row) => ({
        id: row.id,
        tenantId: row.tenant_id,
        title: row.title,
        dueDate: row.due_date,
        expiresAt: row.expires_at,
        overdue: row.due_date !== null && row.due_date < date,
      }));
    },

    /**
     * The SQL the matrix unions with its own per-(tenant, day) request counts, so one statement decides each
     * cell's status and the status filter can never disagree with the cells shown. No query runs here.
     */
    countsByDay: signaturesDueByDay,

    /** One tenant's envelopes due in `range`, for a cell's list. */
    async dueIn(tenant: TenantRecord, range: DueRange): Promise<DueEnvelope[]> {
      const rows = await envelopesDueIn(db, tenant.id, range.start, range.end);
      return rows.map((row) => {
        const status = row.status === 'completed' ? 'completed' : 'sent';
        return {
          id: row.id,
          title: row.title,
          status,
          dueDate: row.due_date,
          signers: row.signers ?? 0,
          signed: row.signed ?? 0,
          overdue: status === 'sent' && row.due_date < range.today,
        };
      });
    },
  };
}
export type SignaturesDue = ReturnType<typeof createSignaturesDue>;
