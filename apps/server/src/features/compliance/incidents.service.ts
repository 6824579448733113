import {
  FTC_NOTICE_DAYS,
  FTC_NOTICE_THRESHOLD,
  type TCreateIncidentRequest,
  type TIncidentDetail,
  type TIncidentQuery,
  type TUpdateIncidentRequest,
} from '@ledgerport/contract';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { presentIncident } from './incidents.presenter.ts';
import {
  companiesNamed,
  companiesReached,
  incidentById,
  listIncidents,
  lockIncident,
  peopleOf,
  type IncidentRow,
  userExists,
} from './incidents.repo.ts';

const DAY_MS = 86_400_000;

/**
 * The incident register (issue 35, item 6), for staff with 'view compliance'. What an incident reached is computed
 * from the audit trail each time it is read: the companies its scope's events touched (an actor's or an address's
 * events in the window) and the companies named in its scope; the people are those companies' client users.
 * With 500 or more of them the FTC must be told within 30 days of discovery (16 CFR 314.4(j), 314.5): the
 * deadline is shown until the notice is recorded. The IRS asks a preparer to report data theft to its Stakeholder
 * Liaison: a reminder until that is recorded.
 */
export function createIncidentsService(deps: {
  db: Db;
  audited: Audited;
  clock: Pick<Clock, 'now'>;
  /** Told after each change (the compliance centre's figures count open incidents). */
  onChange?: () => void;
}) {
  const { db, audited, clock, onChange = () => {} } = deps;
  const target = (id: string) => `incident:${id}`;

  async function detailOf(row: IncidentRow): Promise<TIncidentDetail> {
    const reached = await companiesReached(db, {
      userId: row.scope_user_id,
      ip: row.scope_ip,
      from: row.window_from,
      to: row.window_to,
    });
    const tenantIds = [...new Set([...reached.tenantIds, ...row.scope_tenant_ids])];
    const [companies, people] = await Promise.all([companiesNamed(db, tenantIds), peopleOf(db, tenantIds)]);
    const due = people >= FTC_NOTICE_THRESHOLD ? new Date(row.found_at.getTime() + FTC_NOTICE_DAYS * DAY_MS) : null;
    return {
      ...presentIncident(row),
      affected: {
        companies: companies.map((c) => ({ uuid: c.id, name: c.name })),
        people,
        truncated: reached.truncated,
      },
      ftc_notice_due_at: due?.toISOString() ?? null,
      ftc_notice_overdue: due !== null && row.ftc_notified_at === null && clock.now() > due,
      liaison_reminder: row.liaison_notified_at === null,
    };
  }

  return {
    list: async (actor: Principal, query: TIncidentQuery) => {
      requireFirmPermission(actor, 'view compliance');
      const page = await listIncidents(db, query.status, pageRequest(query as never));
      return mapPage(page, presentIncident);
    },

    get: async (actor: Principal, id: string) => {
      requireFirmPermission(actor, 'view compliance');
      const row = await incidentById(db, id);
      if (!row) throw notFound('Incident');
      return detailOf(row);
    },

    create: (actor: Principal, request: TCreateIncidentRequest) =>
      audited(auditActorOf(actor), { action: 'INCIDENT_CREATE', tenantId: null, target: 'incident' }, async (scope) => {
        requireFirmPermission(actor, 'view compliance');
        // The scope's person must exist (a foreign key): an unknown one is the caller's mistake, not a fault.
        if (request.scope_user_uuid && !(await userExists(db, request.scope_user_uuid))) throw notFound('User');
        const row = await db.transaction().execute(async (trx) => {
          const created = await trx
            .insertInto('incidents')
            .values({
              title: request.title,
              found_at: new Date(request.found_at),
              notes: request.notes ?? '',
              window_from: new Date(request.window_from),
              window_to: new Date(request.window_to),
              scope_user_id: request.scope_user_uuid ?? null,
              scope_ip: request.scope_ip?.trim() || null,
              scope_tenant_ids: JSON.stringify([...new Set(request.scope_tenant_uuids ?? [])]),
              created_by: actor.access.userId,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          scope.target = target(created.id);
          scope.detail = request.title;
          await scope.recordIn(trx);
          return created;
        });
        onChange();
        return detailOf(row);
      }),

    update: (actor: Principal, id: string, request: TUpdateIncidentRequest) =>
      audited(auditActorOf(actor), { action: 'INCIDENT_UPDATE', tenantId: null, target: target(id) }, async (scope) => {
        requireFirmPermission(actor, 'view compliance');
        const row = await db.transaction().execute(async (trx) => {
          const before = await lockIncident(trx, id);
          if (!before) throw notFound('Incident');
          const status = request.status ?? before.status;
          const moment = (value: string | null | undefined, was: Date | null) =>
            value === undefined ? was : value === null ? null : new Date(value);
          const after = await trx
            .updateTable('incidents')
            .set({
              title: request.title ?? before.title,
              notes: request.notes ?? before.notes,
              status,
              closed_at: status === 'CLOSED' ? (before.closed_at ?? clock.now()) : null,
              ftc_notified_at: moment(request.ftc_notified_at, before.ftc_notified_at),
              liaison_notified_at: moment(request.liaison_notified_at, before.liaison_notified_at),
              updated_at: clock.now(),
            })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          const view = (r: typeof before) => ({
            title: r.title,
            status: r.status,
            ftc_notified_at: r.ftc_notified_at?.toISOString() ?? null,
            liaison_notified_at: r.liaison_notified_at?.toISOString() ?? null,
          });
          scope.changes = diffChanges(view(before), view(after), [
            'title',
            'status',
            'ftc_notified_at',
            'liaison_notified_at',
          ]);
          await scope.recordIn(trx);
          return after;
        });
        onChange();
        return detailOf(row);
      }),
  };
}
export type IncidentsService = ReturnType<typeof createIncidentsService>;
