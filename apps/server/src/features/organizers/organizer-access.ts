import type { TPermission } from '@ledgerport/contract';
import type { Transaction } from 'kysely';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenantAccess, requireTenant, type TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { DB, Db } from '../../platform/db/schema.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { organizerState } from './organizer-errors.ts';
import { readOrganizerCore, type OrganizerReader } from './organizer-reading.ts';
import type { OrganizerCore, OrganizerState } from './organizers.presenter.ts';
import { lockOrganizer } from './organizers.repo.ts';

/**
 * The one way into a change of an organizer: the tenant boundary (requireTenant), then the organizer locked and
 * read whole inside the change's transaction, so two changes of one organizer run one after the other.
 */
export function createOrganizerAccess(deps: { db: Db; read: OrganizerReader }) {
  const { db, read } = deps;
  return {
    async change<T>(
      actor: Principal,
      tenantId: string,
      id: string,
      need: TPermission,
      work: (trx: Transaction<DB>, state: OrganizerState, tenant: TenantRecord) => Promise<T>,
      /** The caller's transaction (an upload's), instead of a new one. */
      within?: Transaction<DB>,
    ): Promise<T> {
      // Inside the caller's transaction when there is one: PGlite has one connection, a query beside it would wait.
      const tenant = await requireTenant(within ?? db, actor.access, tenantId, need);
      const run = async (trx: Transaction<DB>) => {
        if (!(await lockOrganizer(trx, tenantId, id))) throw notFound('Organizer');
        return work(trx, await read(trx, tenantId, id), tenant);
      };
      return within ? run(within) : db.transaction().execute(run);
    },

    /** `change` for an answer: the organizer's row, answers and files only (see readOrganizerCore). */
    async answer<T>(
      actor: Principal,
      tenantId: string,
      id: string,
      work: (trx: Transaction<DB>, state: OrganizerCore) => Promise<T>,
      within?: Transaction<DB>,
    ): Promise<T> {
      await requireTenant(within ?? db, actor.access, tenantId, 'upload files');
      const run = async (trx: Transaction<DB>) => work(trx, await readOrganizerCore(trx, tenantId, id, true));
      return within ? run(within) : db.transaction().execute(run);
    },

    /**
     * An answer's common case, with no transaction and no lock: the tenant boundary (the organizer's read is
     * scoped to the tenant, so one that is not there is a 404 without reading the tenant), the organizer read in
     * one statement, and `work`'s one statement, which must itself guard against what may change meanwhile
     * (see updateQuietAnswer). Anything else goes through `answer`.
     */
    async unlocked<T>(
      actor: Principal,
      tenantId: string,
      id: string,
      work: (db: Db, state: OrganizerCore) => Promise<T>,
    ): Promise<T> {
      requireTenantAccess(actor.access, tenantId, 'upload files');
      return work(db, await readOrganizerCore(db, tenantId, id));
    },
  };
}
export type OrganizerAccess = ReturnType<typeof createOrganizerAccess>;

/** Answers change only while the client has it: OPEN (also after a return) and not locked. */
export function assertAnswerable(state: OrganizerCore) {
  const status = state.row.request_status;
  if (state.row.locked || status !== 'OPEN') throw organizerState(status);
}

/** A client who is not the organizer's named recipient may read it but not change it. */
export function assertRecipient(actor: Principal, state: OrganizerCore) {
  const recipient = state.row.recipient_user_id;
  if (recipient && actor.access.audience === 'client' && actor.access.userId !== recipient) throw forbidden();
}
