import type { TFileEntry } from '@ledgerport/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { asPhone } from '../../../test/phone.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { acme, asStaff, callsTo, fileEntry, filesPath } from '../../../test/files-test-support.ts';
import { FOCUS_SEEK_PAGES } from '../components/use-entry-focus.ts';

const FOLDER = 'Bank Statements';
const name = (n: number) => `${FOLDER}/statement-${String(n).padStart(3, '0')}.pdf`;
/**
 * A folder of 120 files in two pages of 60: the one a search result names is far down the second, well past the
 * rows a first screen draws (jsdom renders each row slowly, so the folder is no longer than that needs).
 */
const PAGE = 60;
const pages: Record<string, TFileEntry[]> = {
  first: Array.from({ length: PAGE }, (_, i) => fileEntry(name(i), 1024)),
  second: Array.from({ length: PAGE }, (_, i) => fileEntry(name(PAGE + i), 1024)),
};
const listing = ({ url }: { url: URL }) =>
  url.searchParams.get('cursor') === 'second'
    ? json(200, { path: FOLDER, entries: pages.second, next_cursor: null })
    : json(200, { path: FOLDER, entries: pages.first, next_cursor: 'second' });
const openedAt = (file: string) =>
  `/index/company?${new URLSearchParams({ company_uuid: acme.uuid, path: FOLDER, file })}`;

/**
 * jsdom neither lays out nor scrolls: here the page is as tall as the folder's rows, and the window's scroll
 * position follows scrollTo as a browser's does (its scroll event after).
 */
function scrollingWindow(rows = 2 * PAGE) {
  let top = 0;
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    return this === document.documentElement ? rows * 44 : 0;
  });
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => top);
  vi.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => {
    top = typeof options === 'object' ? (options.top ?? top) : top;
    setTimeout(() => window.dispatchEvent(new Event('scroll')));
  });
  return () => top;
}

describe('a folder opened at one file (a search result)', () => {
  it('loads the pages up to the file, scrolls its row into the drawn ones, highlights and focuses it, and says so', async () => {
    const scrolled = scrollingWindow();
    const fetch = asStaff(['view files'], { [`GET ${filesPath()}`]: listing });
    const target = name(110);
    renderApp(openedAt(target));

    const row = (await screen.findByText('statement-110.pdf', {}, { timeout: 15_000 })).closest('tr');
    // Only rows near the viewport are drawn: this one is, because the list scrolled to it.
    expect(screen.queryByText('statement-001.pdf')).not.toBeInTheDocument();
    expect(scrolled()).toBeGreaterThan(0);
    expect(callsTo(fetch, filesPath()).map((url) => url.searchParams.get('cursor'))).toEqual([null, 'second']);
    expect(row).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(row).toHaveFocus());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('statement-110.pdf is highlighted in the list.');
    // The other rows are not marked.
    expect(screen.getByText('statement-109.pdf').closest('tr')).not.toHaveAttribute('aria-current');
  });

  it('does the same with the cards of a phone', async () => {
    asPhone();
    // jsdom measures every card 0 px tall, so all of them are drawn: a short folder keeps the test quick.
    const short = [fileEntry(name(1), 1024), fileEntry(name(2), 1024), fileEntry(name(3), 1024)];
    asStaff(['view files'], {
      [`GET ${filesPath()}`]: () => json(200, { path: FOLDER, entries: short, next_cursor: null }),
    });
    renderApp(openedAt(name(2)));
    const card = (await screen.findByText('statement-002.pdf', {}, { timeout: 15_000 })).closest(
      '[aria-current="true"]',
    );
    expect(card).not.toBeNull();
    await waitFor(() => expect(card).toHaveFocus());
    expect(screen.getByText('statement-001.pdf').closest('[aria-current]')).toBeNull();
  });

  it('says so when the file is no longer in the folder, once the whole folder is loaded', async () => {
    asStaff(['view files'], { [`GET ${filesPath()}`]: listing });
    renderApp(openedAt(`${FOLDER}/moved-away.pdf`));
    expect(
      await screen.findByText(
        '“moved-away.pdf” is no longer in this folder: it may have been moved, renamed or deleted since.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('[aria-current="true"]')).toBeNull();
  });
  it(
    'searches the folder for the file by name instead of reading a long folder to its end',
    { timeout: 60_000 },
    async () => {
      // A folder of 20 pages of 20 (think 50 pages of 1,000): the file is on the last one.
      const page = (n: number) => Array.from({ length: 20 }, (_, i) => fileEntry(name(n * 20 + i), 1024));
      const target = name(19 * 20 + 7);
      const fetch = asStaff(['view files'], {
        [`GET ${filesPath()}`]: ({ url }: { url: URL }) => {
          if (url.searchParams.get('search'))
            return json(200, { path: FOLDER, entries: [fileEntry(target, 1024)], next_cursor: null });
          const n = Number(url.searchParams.get('cursor') ?? 0);
          return json(200, { path: FOLDER, entries: page(n), next_cursor: n < 19 ? String(n + 1) : null });
        },
      });
      renderApp(openedAt(target));

      // jsdom takes seconds to render the hundred rows again with a search's columns: a busy CI machine more.
      const row = (await screen.findByText('statement-387.pdf', {}, { timeout: 40_000 })).closest('tr');
      expect(row).toHaveAttribute('aria-current', 'true');
      const asked = callsTo(fetch, filesPath());
      expect(asked.filter((url) => !url.searchParams.get('search'))).toHaveLength(FOCUS_SEEK_PAGES);
      expect(asked.at(-1)!.searchParams.get('search')).toBe('statement-387.pdf');
      // The search box says what the folder was narrowed to.
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('statement-387.pdf');
    },
  );
});
