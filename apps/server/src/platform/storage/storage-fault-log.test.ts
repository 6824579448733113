import fs from 'node:fs/promises';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, type LogSettings } from '../http/request-log.ts';
import { toStorageError } from './local-paths.ts';

/** What the file system says on a full disk: /dev/full answers every write with ENOSPC. */
async function fullDiskError(): Promise<unknown> {
  try {
    await fs.writeFile('/dev/full', 'a client document');
  } catch (error) {
    return toStorageError(error, 'Bank statements/ledger.pdf');
  }
  throw new Error('/dev/full accepted a write');
}

async function logged(logFormat: LogSettings['logFormat'], error: unknown): Promise<string> {
  let output = '';
  const destination = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions({ logLevel: 'info', logFormat }, destination) });
  app.log.error({ err: error }, 'storage full: nothing was stored');
  await app.close();
  return output;
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe("a full disk's log line", () => {
  it('says the cause once, in the text format and in JSON', async () => {
    const error = await fullDiskError();
    const text = await logged('text', error);
    expect(text).toContain('storage full: nothing was stored');
    expect(text).toContain('"message": "Storage unavailable: ENOSPC: no space left on device, write"');

    const json = JSON.parse(await logged('json', error)) as { err: { message: string; code?: string } };
    expect(json.err.message).toBe('Storage unavailable: ENOSPC: no space left on device, write');
    expect(occurrences(json.err.message, 'ENOSPC')).toBe(1);
  });
});
