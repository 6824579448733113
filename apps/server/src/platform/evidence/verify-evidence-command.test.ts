import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmSigningKey } from '../signing-key/firm-signing-key.ts';
import { completedEvidence, flipByte, zipOf } from './evidence.test-support.ts';
import type { EvidenceContents } from './evidence-zip.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-evidence-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

let evidence: EvidenceContents;
beforeAll(async () => {
  evidence = await completedEvidence(await firmSigningKey({ dataDir: scratch, signingP12: undefined }));
});

/** Runs the operator's command as `npm run verify-evidence -- <zip>` does, on the Node running the tests. */
async function verify(zip: Buffer | undefined, name = 'evidence.zip') {
  const file = path.join(scratch, name);
  if (zip) fs.writeFileSync(file, zip);
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/verify-evidence.ts', file], {
      cwd: repoRoot,
    });
    return { code: 0, lines: stdout.trim().split('\n') };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, lines: failed.stdout.trim().split('\n') };
  }
}

describe('npm run verify-evidence -- <zip>', () => {
  it('exits 0 and prints a line per intact check', async () => {
    const { code, lines } = await verify(await zipOf(evidence));
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^intact {3}event chain: 4 events, each linked to the one before/);
    expect(lines.at(-1)).toBe(`Intact: all 5 checks of ${path.join(scratch, 'evidence.zip')} hold.`);
  });

  it('exits 1 and names what changed: one flipped byte of the PDF, one edited event', async () => {
    const at = Buffer.from(evidence.signed!).indexOf('/MediaBox') + 3;
    const flipped = await verify(await zipOf({ ...evidence, signed: flipByte(evidence.signed!, at) }), 'flipped.zip');
    expect(flipped.code).toBe(1);
    expect(flipped.lines.filter((line) => line.startsWith('CHANGED  '))).toEqual([
      expect.stringMatching(/^CHANGED {2}signed\.pdf: changed: SHA-256 /),
      'CHANGED  signed.pdf seal: the sealed content changed after sealing (its SHA-256 no longer matches the seal)',
    ]);
    expect(flipped.lines.at(-1)).toMatch(/^CHANGED: 2 of 5 checks of .*flipped\.zip fail/);

    const events = evidence.events.map((event, i) => (i === 1 ? { ...event, actor: 'Mallory' } : event));
    const edited = await verify(await zipOf({ ...evidence, events }), 'edited.zip');
    expect(edited.code).toBe(1);
    expect(edited.lines).toContain(
      'CHANGED  event chain: event 2 (sent, 2026-03-01T10:05:00.000Z) was changed: its content no longer matches its hash',
    );
  });

  it('exits 2 for a file that is no zip, or no file at all', async () => {
    const notZip = await verify(Buffer.from('hello'), 'not-a.zip');
    expect(notZip.code).toBe(2);
    expect(notZip.lines[0]).toMatch(/^UNREADABLE {2}.*not-a\.zip: not a readable zip/);
    expect(await verify(undefined, 'missing.zip')).toEqual({
      code: 2,
      lines: [`UNREADABLE  ${path.join(scratch, 'missing.zip')}: no such file`],
    });
  });
});
