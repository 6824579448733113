import type { ColumnType } from 'kysely';

/** A setup checklist item a SuperAdmin dismissed for the firm (migration 2026_12_02_0600). */
export interface SetupDismissalsTable {
  item: string;
  dismissed_by: string | null;
  dismissed_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SetupTables {
  setup_dismissals: SetupDismissalsTable;
}
