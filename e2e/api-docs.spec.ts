import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();

describe('API documentation', () => {
  it('renders the OpenAPI docs UI under the strict CSP, listing the sign-in call', async () => {
    const target = inject('targets')[0]!;
    const page = await browser.newPage(target.url);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });

    await page.goto('/api/docs');
    await page.getByText('Ledgerport API').first().waitFor();
    await page.getByText('/api/v1/auth/login').first().waitFor();

    expect(violations).toEqual([]);
    await page.context().close();
  });
});
