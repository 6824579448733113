/**
 * Makes one of each Intl formatter the screens use, in a worker, then ends (warmIntl in intl-cache.ts). What a
 * page's first formatter costs is the engine's one-time set-up (Chromium builds each formatter kind's set of
 * available locales from ICU's data: 40–75 ms for dates on a fast machine), and that set-up is shared by every
 * thread of the page's process: made here, a formatter on the main thread then costs about 1 ms.
 */
addEventListener('message', (event: MessageEvent<string>) => {
  const locale = event.data;
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
  new Intl.NumberFormat(locale).format(0);
  new Intl.PluralRules(locale).select(0);
  close();
});
