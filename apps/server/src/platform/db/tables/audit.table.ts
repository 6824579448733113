import type { TAuditAction } from '@ledgerport/contract';
import type { Generated } from 'kysely';
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
  /** Insertion order, the tie-break of "newest first". */
  seq: Generated<string>;
}

export interface AuditTables {
  audit_events: AuditEventsTable;
}
