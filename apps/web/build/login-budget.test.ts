import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { brotliSize, checkBudget, loginFiles, type TManifest } from './login-budget.ts';

/** A small build: the entry, a shared chunk, the login route, another screen and a lazily loaded language. */
const manifest: TManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    css: ['assets/index-a1.css'],
    imports: ['_react-b2.js'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  'src/features/auth/routes/login.tsx': {
    file: 'assets/login-c3.js',
    imports: ['_react-b2.js', '_public-layout-d4.js'],
  },
  '_public-layout-d4.js': { file: 'assets/public-layout-d4.js', css: ['assets/public-layout-d4.css'] },
  'src/features/users/routes/users-list.tsx': { file: 'assets/users-list-e5.js', imports: ['_react-b2.js'] },
  'src/locales/de.json': { file: 'assets/de-f6.js' },
  'src/assets/logo.svg': { file: 'assets/logo-g7.svg' },
};

describe('the login budget', () => {
  it('counts the entry, the login route, what they import statically and their CSS, once each', () => {
    expect(loginFiles(manifest).sort()).toEqual([
      'assets/index-a1.css',
      'assets/index-a1.js',
      'assets/login-c3.js',
      'assets/public-layout-d4.css',
      'assets/public-layout-d4.js',
      'assets/react-b2.js',
    ]);
  });

  it('refuses a manifest without the login route, instead of passing an empty sum', () => {
    expect(() => loginFiles(manifest, ['src/features/auth/routes/gone.tsx'])).toThrow(/no "src\/features/);
  });

  // Random bytes do not compress: each file's brotli size is about its own size.
  const contents = new Map(loginFiles(manifest).map((file) => [file, randomBytes(2048)]));
  const read = (file: string) => contents.get(file)!;
  const total = [...contents.values()].reduce((sum, bytes) => sum + brotliSize(bytes), 0);

  it('sums the brotli sizes and passes within the budget', () => {
    const report = checkBudget(loginFiles(manifest), read, total);
    expect(report.total).toBe(total);
    expect(report.files).toHaveLength(6);
  });

  it('fails the build one byte over the budget, naming the largest files', () => {
    expect(() => checkBudget(loginFiles(manifest), read, total - 1)).toThrow(/over its budget[\s\S]*assets\//);
  });
});
