import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateDocument, writeCertificate } from './disposal-certificate.ts';
import type { ItemRow } from './disposals.repo.ts';
import { firmSigningKey } from '../../platform/signing-key/firm-signing-key.ts';

// Issue 35: a disposal certificate verifies offline with `npm run verify-evidence -- <json> [<pdf>]`; any change
// to either file is named.
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-certificate-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const item: ItemRow = {
  id: '00000000-0000-4000-8000-000000000001',
  review_id: '00000000-0000-4000-8000-000000000002',
  document_id: '00000000-0000-4000-8000-000000000003',
  tenant_id: '00000000-0000-4000-8000-000000000004',
  company_name: 'Żabka & Søn Ltd',
  folder: 'Bank Statements',
  name: 'Statement 2019.pdf',
  record_class: 'SOURCE_DOCUMENTS',
  tax_year: 2019,
  sha256: 'a'.repeat(64),
  basis: 'TAX_YEAR_END',
  years: 4,
  status: 'DISPOSED',
  note: null,
  changed_by: null,
  disposed_at: new Date('2026-07-01T10:00:00Z'),
};
let json: Buffer;
let pdf: Buffer;

beforeAll(async () => {
  const key = await firmSigningKey({ dataDir: scratch, signingP12: undefined });
  const at = new Date('2026-07-01T10:05:00Z');
  const written = await writeCertificate(
    certificateDocument({
      reviewId: item.review_id,
      firmName: 'Example CPA',
      listedAt: new Date('2026-07-01T03:17:00Z'),
      completedAt: at,
      approvers: [{ uuid: item.changed_by ?? item.id, name: 'Ann Admin', email: 'ann@example.com', approved_at: at }],
      disposed: [item],
      held: [],
    }),
    key,
    at,
  );
  json = written.json;
  pdf = written.pdf;
});

async function verify(files: Record<string, Buffer>) {
  const paths = Object.entries(files).map(([name, bytes]) => {
    const file = path.join(scratch, name);
    fs.writeFileSync(file, bytes);
    return file;
  });
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/verify-evidence.ts', ...paths], {
      cwd: repoRoot,
    });
    return { code: 0, lines: stdout.trim().split('\n') };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, lines: failed.stdout.trim().split('\n') };
  }
}

describe('npm run verify-evidence -- <certificate.json> [<certificate.pdf>]', () => {
  it('exits 0 for the certificate as written, JSON alone or with its PDF', async () => {
    const alone = await verify({ 'certificate.json': json });
    expect(alone.code, alone.lines.join('\n')).toBe(0);
    const both = await verify({ 'certificate.json': json, 'certificate.pdf': pdf });
    expect(both.code, both.lines.join('\n')).toBe(0);
    expect(both.lines.some((l) => l.startsWith('intact   certificate PDF seal'))).toBe(true);
  });

  it('exits 1 for an edited JSON (a removed item) and for a PDF changed after sealing', async () => {
    const parsed = JSON.parse(json.toString('utf8'));
    parsed.document.items = [];
    const edited = await verify({ 'edited.json': Buffer.from(JSON.stringify(parsed)) });
    expect(edited.code).toBe(1);
    expect(edited.lines.some((l) => l.startsWith('CHANGED  certificate JSON signature'))).toBe(true);

    const flipped = Buffer.from(pdf);
    const at = flipped.indexOf('/MediaBox') + 3;
    flipped[at] = flipped[at]! ^ 1;
    const changed = await verify({ 'certificate.json': json, 'changed.pdf': flipped });
    expect(changed.code).toBe(1);
    expect(changed.lines.some((l) => l.startsWith('CHANGED  certificate PDF seal'))).toBe(true);
  });
});
