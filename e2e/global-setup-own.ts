import type { TestProject } from 'vitest/node';
import { findChromium } from '../scripts/lib/chromium.ts';
import { ensureWebBuild } from '../scripts/lib/web-build.ts';

/**
 * For the journeys that start servers of their own (project `e2e-own`, vitest.config.ts): only the browser and
 * the web build; none of the shared servers that global-setup.ts starts for the others.
 */
export default function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('e2e needs Chromium: set CHROMIUM_PATH or apt-get install chromium');
  ensureWebBuild();
  project.provide('chromiumPath', chromiumPath);
}
