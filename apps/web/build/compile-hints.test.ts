import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, firstRunFiles, withCompileHint } from './compile-hints.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
  isEntry,
});

const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index-a.js', ['/app/src/main.tsx'], ['assets/runtime-b.js'], true),
    chunk('assets/runtime-b.js', ['\0rolldown/runtime.js']),
    chunk('assets/signed-out-c.js', ['/app/src/features/auth/routes/login.tsx'], ['assets/icon-d.js']),
    chunk('assets/icon-d.js', ['/nm/node_modules/@tabler/icons-react/IconInfoCircle.mjs']),
    chunk('assets/signed-in-e.js', ['/app/src/app/layout/app-layout.tsx', '/app/src/app/notifications-host.tsx']),
    chunk('assets/signing-f.js', ['/app/src/features/signing/routes/envelopes.tsx'], ['assets/runtime-b.js']),
  ].map((output) => [output.fileName, output]),
) as unknown as OutputBundle;

describe('compile hints', () => {
  it('marks what a first visit runs at once: the entry, the sign-in screen, the first signed-in screen', () => {
    expect(firstRunFiles(BUNDLE).sort()).toEqual([
      'assets/icon-d.js',
      'assets/index-a.js',
      'assets/runtime-b.js',
      'assets/signed-in-e.js',
      'assets/signed-out-c.js',
    ]);
  });

  it("puts the hint on the file's first line, once", () => {
    const code = 'const __vite__mapDeps=()=>[];\nimport{a}from"./b.js";';
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint(withCompileHint(code))).toBe(COMPILE_HINT + code);
  });
});
