import type { TAuditEvent } from '@ledgerport/contract';

export { UTF8_BOM, csvCell, csvRow } from '../../platform/http/csv.ts';
import { csvRow } from '../../platform/http/csv.ts';

export const AUDIT_CSV_HEADER = [
  'at_utc',
  'action',
  'result',
  'actor_name',
  'actor_email',
  'tenant',
  'target',
  'ip',
  'detail',
  'target_name',
  'user_agent',
  'changes',
] as const;

export const auditCsvRow = (event: TAuditEvent) =>
  csvRow([
    event.at,
    event.action,
    event.result,
    event.actor?.name,
    event.actor?.email,
    event.tenant?.name,
    event.target,
    event.ip,
    event.detail,
    event.target_name,
    event.user_agent,
    changesCell(event.changes),
  ]);

/**
 * What changed as JSON, `{"field":{"from":…,"to":…}}`: exact for any value, and it cannot start a formula.
 * `from` is put back before `to` (the database keeps an object's keys in its own order).
 */
const changesCell = (changes: TAuditEvent['changes']) =>
  changes &&
  JSON.stringify(Object.fromEntries(Object.entries(changes).map(([field, { from, to }]) => [field, { from, to }])));
