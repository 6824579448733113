/**
 * Intl formatters made once per language and options, then reused. Making one costs far more than using it: a
 * date format made afresh for each day took 36 µs against 1.2 µs reused (Node 24; about four times that on a
 * phone), and a table made one for every day and amount it showed (calendar-day.ts, decimal.ts, per render in
 * list footers). useFormats() also made all nine of its formats before any was used; each is now made on first
 * use.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

/**
 * Readies the browser's Intl data in a task of its own, before the first screen renders. The first formatter
 * made in a page costs 15–20 ms (Chromium, measured; four times that at Lighthouse's 4× CPU). Made during the
 * dashboard's first render, it lengthened that long task by 55 ms (issue 36). Not left for an idle moment:
 * the page has none before that render.
 */
export function warmIntl(locale: string) {
  setTimeout(() => dateTimeFormat(locale, { dateStyle: 'medium' }), 0);
}
