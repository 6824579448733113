import { describe, expect, it } from 'vitest';
import { heavyFirstFiles } from './signed-in-lean.ts';

const MODULES: Record<string, string[]> = {
  'assets/signed-in-a1.js': ['/app/src/app/layout/app-layout.tsx', '/nm/node_modules/@mantine/core/esm/Box.mjs'],
  'assets/shared-b2.js': ['/nm/node_modules/zod/v4/classic/schemas.js', '/app/packages/contract/src/files.ts'],
  'assets/signing-c3.js': ['/app/src/features/signing/routes/envelopes.tsx'],
};
const modulesOf = (file: string) => MODULES[file] ?? [];

describe('the first signed-in screen', () => {
  it('passes files that hold only the shell and its libraries', () => {
    expect(heavyFirstFiles(['assets/signed-in-a1.js'], modulesOf)).toEqual([]);
  });

  it('names the file and the module when zod or a signing screen is among them', () => {
    expect(heavyFirstFiles(Object.keys(MODULES), modulesOf)).toEqual([
      { file: 'assets/shared-b2.js', what: 'zod', module: '/nm/node_modules/zod/v4/classic/schemas.js' },
      {
        file: 'assets/signing-c3.js',
        what: 'a signing or organizer screen',
        module: '/app/src/features/signing/routes/envelopes.tsx',
      },
    ]);
  });
});
