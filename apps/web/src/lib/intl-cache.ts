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
 * Readies the browser's Intl data before the first screen needs it. A page's first date formatter costs 40–75 ms
 * in Chromium (its first number formatter 20–25), four times that at Lighthouse's 4× CPU: made during the
 * dashboard's render, it lengthened that long task by 55 ms, and made in a task of its own it was still one of
 * the load's longest (issue 36). That cost is the engine's one-time set-up, shared by all the page's threads,
 * so a worker pays it off the main thread (intl-warm.worker.ts). Where there is no worker (tests, a browser
 * refusing it), one formatter is made in a task of its own as before: the page has no idle moment before the
 * first render.
 */
export function warmIntl(locale: string) {
  if (typeof Worker === 'function') {
    try {
      new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module' }).postMessage(locale);
      return;
    } catch {
      // Refused (a policy, an old browser): warm it here instead.
    }
  }
  setTimeout(() => dateTimeFormat(locale, { dateStyle: 'medium' }), 0);
}
