import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { loginRouteFiles } from './login-preload.ts';

const chunk = (fileName: string, imports: string[], extra: Partial<OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as unknown as OutputChunk;

const bundle = (...chunks: OutputChunk[]) =>
  Object.fromEntries(chunks.map((output) => [output.fileName, output])) as unknown as OutputBundle;

describe('the sign-in screen preloaded from index.html', () => {
  it("lists the login route's chunk and what it imports, without what the entry already loads", () => {
    const files = loginRouteFiles(
      bundle(
        chunk('assets/index.js', ['assets/shared.js'], { isEntry: true }),
        chunk('assets/shared.js', []),
        chunk('assets/login.js', ['assets/signed-out.js', 'assets/shared.js'], {
          facadeModuleId: '/repo/apps/web/src/features/auth/routes/login.tsx',
        }),
        chunk('assets/signed-out.js', ['assets/icon.js']),
        chunk('assets/icon.js', []),
        chunk('assets/dashboard.js', ['assets/signed-out.js']),
      ),
    );
    expect(files.sort()).toEqual(['assets/icon.js', 'assets/login.js', 'assets/signed-out.js']);
  });

  it('fails the build when no chunk is built from the login route', () => {
    expect(() => loginRouteFiles(bundle(chunk('assets/index.js', [], { isEntry: true })))).toThrow(/login\.tsx/);
  });
});
