/**
 * The sale months a search term names, as a date range, when the term is the start of a 'YYYY-MM' month as
 * people type one: "2026", "2026-", "2026-0", "2026-03". The list then reads those months from its order index
 * (a range of sale_month_date) instead of testing every record's month text against '%term%', which at 300,000
 * records read most of the table for a month long past (26 ms on PostgreSQL at a firm's scale, issue 17).
 * `undefined`: not such a term (the caller falls back to the text match); `null`: such a term naming no month
 * ("2026-13"), which matches nothing.
 */
export function monthRangeOf(search: string): { from: string; to: string } | null | undefined {
  const match = /^(\d{4})(?:-(\d{0,2}))?$/.exec(search);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = match[2] ?? '';
  const start = (y: number, m: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
  const months = (first: number, last: number) =>
    last === 12
      ? { from: start(year, first), to: start(year + 1, 1) }
      : { from: start(year, first), to: start(year, last + 1) };
  if (month === '') return months(1, 12);
  if (month.length === 1) {
    if (month === '0') return months(1, 9);
    if (month === '1') return months(10, 12);
    return null;
  }
  const m = Number(month);
  return m >= 1 && m <= 12 ? months(m, m) : null;
}
