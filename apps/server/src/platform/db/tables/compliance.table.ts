import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, string, string>;

/** The incident register (issue 35, migration 2026_12_09_0200). The scope is what "affected" is computed from. */
export interface IncidentsTable {
  id: Generated<string>;
  title: string;
  found_at: Date;
  status: Defaulted<'OPEN' | 'CLOSED'>;
  notes: Defaulted<string>;
  window_from: Date;
  window_to: Date;
  scope_user_id: string | null;
  scope_ip: string | null;
  scope_tenant_ids: ColumnType<string[], string | undefined, string>;
  ftc_notified_at: Date | null;
  liaison_notified_at: Date | null;
  closed_at: Date | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One erased person: what was removed (counts) and what was kept, why and until when. */
export interface PersonErasuresTable {
  id: Generated<string>;
  user_id: string;
  erased_by: string | null;
  erased_at: Date;
  removed: Json<Record<string, number>>;
  kept: Json<unknown[]>;
}

export interface ComplianceTables {
  incidents: IncidentsTable;
  person_erasures: PersonErasuresTable;
}
