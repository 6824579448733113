import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const mantineStyles = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const importsOf = (file: string) =>
  [
    ...fs.readFileSync(path.join(import.meta.dirname, file), 'utf8').matchAll(/@mantine\/core\/styles\/([\w-]+\.css)/g),
  ].map((match) => match[1]);

describe("Mantine's styles, split between the sign-in screens and the signed-in shell", () => {
  it('has every component file of Mantine once, so no screen ever shows an unstyled component', () => {
    const shipped = fs
      .readdirSync(path.join(mantineStyles, 'styles'))
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .sort();
    const imported = [
      ...importsOf('public-styles.ts'),
      ...importsOf('signed-in-styles.ts'),
      ...importsOf('../notifications-host.tsx'),
    ];
    expect([...imported].sort()).toEqual(shipped);
  });
});
