import type { TAuditEvent } from '@ledgerport/contract';
import type { AuditRow } from './audit.repo.ts';

export const presentAuditEvent = (row: AuditRow, targetName: string | null): TAuditEvent => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  action: row.action,
  result: row.result,
  actor: row.actor_id ? { uuid: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '' } : null,
  tenant: row.tenant_uuid ? { uuid: row.tenant_uuid, name: row.tenant_name ?? '' } : null,
  target: row.target,
  target_name: targetName,
  ip: row.ip,
  user_agent: row.user_agent,
  detail: row.detail,
  changes: row.changes,
});
