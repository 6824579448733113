import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };

/**
 * The Audit Trail filtered by `action` (picked in its filter) and searched for `search`: the matching row, the
 * one showing `shown` (the search's own text unless the row names it otherwise, e.g. a setting's key by its name).
 */
export async function trailRow(
  page: Page,
  action: keyof typeof en.audit.actions,
  search: string,
  shown: string = search,
) {
  await page.goto('/app/audit');
  // Each step waits for the list's answer to it before the next. Typed before the action's answer was in, the
  // search was once written into the address without the action (CI found no such answer); and the list keeps
  // the action's rows on screen until the searched answer is in (keepPreviousData), so a row found among them
  // can be swapped for another under the click (CI once opened nothing).
  const answered = (searchedFor: string | null) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname.endsWith('/api/v1/audit') &&
        url.searchParams.get('action') === action &&
        url.searchParams.get('search') === searchedFor
      );
    });
  const filtered = answered(null);
  // Mantine labels both the input and its list of options: the input is what opens it.
  await page
    .locator('input')
    .and(page.getByLabel(en.audit.filters.action, { exact: true }))
    .click();
  await page.getByRole('option', { name: en.audit.actions[action], exact: true }).click();
  await (await filtered).finished();
  const searched = answered(search.trim());
  await page.getByPlaceholder(en.audit.searchPlaceholder).fill(search);
  await (await searched).finished();
  const row = page.getByRole('row').filter({ hasText: shown }).first();
  await row.waitFor();
  expect(await row.innerText()).toContain(en.audit.results.OK);
  return row;
}
