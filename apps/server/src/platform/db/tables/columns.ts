import type { ColumnType } from 'kysely';

/** Set by the database on insert, never changed. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** Set by the database on insert, written again by each update. */
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * numeric(15,2) money and `date` days. Select them only through `moneyText` / `dayText` (exact-values.ts):
 * the drivers hand back numeric as a string but `date` as a JS Date at local midnight, which shifts the day
 * in any zone west of UTC. Written as strings ('1234.50', '2026-03-01').
 */
export type Money = ColumnType<unknown, string, string>;
export type Day = ColumnType<unknown, string, string>;
export type NullableMoney = ColumnType<unknown, string | null | undefined, string | null>;
export type NullableDay = ColumnType<unknown, string | null | undefined, string | null>;
