import type { TIncident } from '@ledgerport/contract';
import type { IncidentsTable } from '../../platform/db/tables/compliance.table.ts';
import type { Selectable } from 'kysely';

type Row = Selectable<IncidentsTable>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const presentIncident = (row: Row): TIncident => ({
  uuid: row.id,
  title: row.title,
  found_at: row.found_at.toISOString(),
  status: row.status,
  notes: row.notes,
  window_from: row.window_from.toISOString(),
  window_to: row.window_to.toISOString(),
  scope_user_uuid: row.scope_user_id,
  scope_ip: row.scope_ip,
  scope_tenant_uuids: row.scope_tenant_ids,
  ftc_notified_at: iso(row.ftc_notified_at),
  liaison_notified_at: iso(row.liaison_notified_at),
  closed_at: iso(row.closed_at),
  created_at: row.created_at.toISOString(),
});
