import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue, Result } from 'axe-core';

/** The WCAG 2.0 and 2.1 A/AA rules: what the firm's clients may hold us to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING: ImpactValue[] = ['serious', 'critical'];

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page and returns its serious and critical WCAG A/AA violations.
 *
 * The source is evaluated rather than added as a <script> tag: the server's CSP (script-src 'self') rightly
 * refuses inline scripts, and evaluating through the DevTools protocol is not subject to it, so the page is
 * checked under the very policy users get.
 */
export async function seriousA11yViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    WCAG_TAGS,
  );
  return results.violations.filter((violation) => violation.impact && BLOCKING.includes(violation.impact));
}

/** One line per violation and one per offending element, so a CI log says exactly what to fix where. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 10)
        .map((node) => {
          const summary = node.failureSummary ? `\n      ${oneLine(node.failureSummary)}` : '';
          return `    - ${node.target.join(' ')}\n      ${clip(node.html)}${summary}`;
        })
        .join('\n');
      const more = violation.nodes.length > 10 ? `\n    … and ${violation.nodes.length - 10} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' | ');
const clip = (html: string) => (html.length > 200 ? `${html.slice(0, 200)}…` : html);

/** Fails with the rule, its help, its impact and the elements when the page has serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page, screenName: string): Promise<void> {
  const violations = await seriousA11yViolations(page);
  if (violations.length > 0) {
    throw new Error(
      `${screenName}: ${violations.length} serious/critical accessibility violation(s) at ${page.url()}\n` +
        describeViolations(violations),
    );
  }
}
