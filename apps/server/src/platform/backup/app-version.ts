import fs from 'node:fs';

/** The server's version (apps/server/package.json), written into each backup for the reader. */
export const appVersion = (): string =>
  (JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;
