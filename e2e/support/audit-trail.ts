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
  // Mantine labels both the input and its list of options: the input is what opens it.
  await page
    .locator('input')
    .and(page.getByLabel(en.audit.filters.action, { exact: true }))
    .click();
  await page.getByRole('option', { name: en.audit.actions[action], exact: true }).click();
  await page.getByPlaceholder(en.audit.searchPlaceholder).fill(search);
  const row = page.getByRole('row').filter({ hasText: shown }).first();
  await row.waitFor();
  expect(await row.innerText()).toContain(en.audit.results.OK);
  return row;
}
