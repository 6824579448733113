import { sql, type RawBuilder } from 'kysely';

/**
 * Money and calendar days leave the database as text, formatted by PostgreSQL itself, so both drivers (and
 * any server time zone) answer the same thing:
 * - numeric(15,2) `::text` always carries its two decimals ("0.30", "12.00"), whatever was typed ("0.3",
 *   "12"); a sum of numeric(15,2) keeps the scale, so it is exact as well;
 * - `date` through to_char: node-postgres and PGlite would otherwise build a JS Date at local midnight, which
 *   reads back as the day before in any zone west of UTC. to_char does not depend on DateStyle either.
 * `column` is a reference such as 'sales_tax_records.sale_amount'.
 */
export const moneyText = (column: string): RawBuilder<string> => sql<string>`${sql.ref(column)}::text`;
export const nullableMoneyText = (column: string): RawBuilder<string | null> =>
  sql<string | null>`${sql.ref(column)}::text`;

export const dayText = (column: string): RawBuilder<string> => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
export const nullableDayText = (column: string): RawBuilder<string | null> =>
  sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
