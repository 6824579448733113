import { describe, expect, it } from 'vitest';
import { signedInHtml } from './signed-in-document.ts';

const index = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/app/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/app/assets/index.css">
    <link rel="modulepreload" crossorigin href="/app/assets/login.js">
    <link rel="modulepreload" crossorigin href="/app/assets/signed-out.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the signed-in page (app.html)', () => {
  const html = signedInHtml(
    index,
    ['assets/login.js', 'assets/signed-out.js'],
    { scripts: ['assets/app-layout.js', 'assets/signed-in.js'], styles: ['assets/app-layout.css'] },
    '/app/',
  );

  it("preloads the shell's scripts and fetches its styles without applying them", () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/app/assets/app-layout.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/app/assets/signed-in.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/app/assets/app-layout.css">');
    expect(html).not.toContain('rel="stylesheet" crossorigin href="/app/assets/app-layout.css"');
  });

  it('no longer preloads the sign-in screen, and keeps the rest of index.html as it is', () => {
    expect(html).not.toContain('login.js');
    expect(html).not.toContain('signed-out.js');
    expect(html).toContain('<script type="module" crossorigin src="/app/assets/index.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/app/assets/index.css">');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('fails the build when index.html does not hold a sign-in preload it should', () => {
    expect(() => signedInHtml(index, ['assets/register.js'], { scripts: [], styles: [] }, '/app/')).toThrow(
      /register\.js/,
    );
  });
});
