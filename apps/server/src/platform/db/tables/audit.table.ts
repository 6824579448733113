import type { TAuditAction } from '@ledgerport/contract';
import type { ColumnType, Generated } from 'kysely';
import type { AuditChanges } from '../../audit/changes.ts';
import type { CreatedAt } from './columns.ts';

export interface AuditEventsTable {
  id: Generated<string>;
  at: CreatedAt;
  action: TAuditAction;
  result: 'OK' | 'DENIED' | 'FAILED';
  actor_user_id: string | null;
  tenant_id: string | null;
  target: string;
  ip: string | null;
  detail: string | null;
  user_agent: string | null;
  /** What a change changed, field by field (see platform/audit/changes.ts); null for events that change nothing. */
  changes: ColumnType<AuditChanges | null, string | null, never>;
  /** Insertion order, the tie-break of "newest first". */
  seq: Generated<string>;
}

export interface AuditTables {
  audit_events: AuditEventsTable;
}
