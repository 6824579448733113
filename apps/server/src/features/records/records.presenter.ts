import type { TLegalHold, TRetentionOverride, TRetentionRule } from '@ledgerport/contract';
import type { LegalHoldRow } from './records.repo.ts';
import type { RetentionOverridesTable, RetentionScheduleTable } from '../../platform/db/tables/records.table.ts';
import type { Selectable } from 'kysely';

export const presentRule = (row: Selectable<RetentionScheduleTable>): TRetentionRule => ({
  record_class: row.record_class,
  basis: row.basis,
  years: row.years,
  source: row.source,
  updated_at: row.updated_at.toISOString(),
});

export const presentOverride = (row: Selectable<RetentionOverridesTable>): TRetentionOverride => ({
  tenant_uuid: row.tenant_id,
  record_class: row.record_class,
  basis: row.basis,
  years: row.years,
  reason: row.reason,
  created_at: row.created_at.toISOString(),
});

export const presentHold = (row: LegalHoldRow): TLegalHold => ({
  uuid: row.id,
  tenant_uuid: row.tenant_id,
  document_uuid: row.document_id,
  document_name: row.document_name,
  reason: row.reason,
  held_by: row.held_by,
  held_at: row.held_at.toISOString(),
  released_at: row.released_at?.toISOString() ?? null,
  released_by: row.released_by,
  release_reason: row.release_reason,
});
