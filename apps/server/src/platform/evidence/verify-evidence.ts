import { createHash } from 'node:crypto';
import { verifySeal } from '../signing-key/verify-seal.ts';
import { verifyChain, type ChainVerdict } from './evidence-chain.ts';
import { EVIDENCE_FILES, PAPER_COPIES_FOLDER, paperCopyFile } from './evidence-zip.ts';
import { readZipEntries, UnreadableZipError } from './read-evidence-zip.ts';

/**
 * The facts an envelope's chain records about its files, checked against the files in the zip. The signing
 * feature writes them as top-level fields of its events: `original_sha256` when the envelope is created,
 * `signed_sha256` and `seal_certificate_sha256` when it is completed.
 */
export const RECORDED = {
  original: 'original_sha256',
  signed: 'signed_sha256',
  certificate: 'seal_certificate_sha256',
} as const;

export type EvidenceCheck = { ok: boolean; what: string; detail: string };
export type EvidenceReport =
  { readable: false; reason: string } | { readable: true; intact: boolean; checks: EvidenceCheck[] };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Checks an evidence zip offline: the event chain, the document hashes the chain records against the files, and
 * the signed PDF's seal (whole file, unchanged, signed by the certificate the chain records). Says what is intact
 * and exactly what changed; unreadable only when the zip itself cannot be read.
 */
export async function verifyEvidence(zip: Buffer): Promise<EvidenceReport> {
  let files: Map<string, Buffer>;
  try {
    files = await readZipEntries(zip);
  } catch (error) {
    if (error instanceof UnreadableZipError)
      return { readable: false, reason: `not a readable zip (${error.message})` };
    throw error;
  }
  const checks: EvidenceCheck[] = [];
  const events = readEvents(files.get(EVIDENCE_FILES.events), checks);
  if (events) checks.push(chainCheck(verifyChain(events), events.length));
  const original = files.get(EVIDENCE_FILES.original);
  const signed = files.get(EVIDENCE_FILES.signed);
  // Without a chain to read, there are no recorded hashes to compare: only the seal can still be checked.
  const records = events?.filter(isRecord);
  if (records) checks.push(...hashChecks(EVIDENCE_FILES.original, original, RECORDED.original, records));
  const completed = signed !== undefined || (records ?? []).some((event) => RECORDED.signed in event);
  if (completed && records) checks.push(...hashChecks(EVIDENCE_FILES.signed, signed, RECORDED.signed, records));
  if (signed) checks.push(...(await sealChecks(signed, records)));
  if (records) checks.push(...paperChecks(files, records));
  return { readable: true, intact: checks.every((check) => check.ok), checks };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const describe = (event: Record<string, unknown> | undefined, index: number) =>
  `event ${index + 1}${event && typeof event.type === 'string' ? ` (${event.type}${typeof event.at === 'string' ? `, ${event.at}` : ''})` : ''}`;

function readEvents(file: Buffer | undefined, checks: EvidenceCheck[]): unknown[] | undefined {
  if (!file) {
    checks.push({ ok: false, what: EVIDENCE_FILES.events, detail: 'missing from the zip' });
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(file.toString('utf8'));
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // reported below, as for JSON that is not a list
  }
  checks.push({ ok: false, what: EVIDENCE_FILES.events, detail: 'is not the JSON list of events it was (edited)' });
  return undefined;
}

function chainCheck(verdict: ChainVerdict, count: number): EvidenceCheck {
  if (verdict.intact) {
    const head = verdict.head ? `, last hash ${verdict.head}` : '';
    return { ok: true, what: 'event chain', detail: `${count} events, each linked to the one before${head}` };
  }
  const which = describe(verdict.event, verdict.index);
  const detail = {
    content: `${which} was changed: its content no longer matches its hash`,
    link: `${which} does not follow the event before it: an event was removed, inserted or moved, or changed with its hash`,
    shape: `${which} is not an event of the chain (no hash)`,
  }[verdict.problem];
  return { ok: false, what: 'event chain', detail };
}

function hashChecks(
  name: string,
  file: Buffer | undefined,
  key: string,
  events: Record<string, unknown>[],
): EvidenceCheck[] {
  const recorded = events.flatMap((event, index) =>
    typeof event[key] === 'string' ? [{ index, event, hash: event[key] }] : [],
  );
  if (!file) return [{ ok: false, what: name, detail: 'missing from the zip' }];
  if (recorded.length === 0) return [{ ok: false, what: name, detail: `no event records its SHA-256 (${key})` }];
  const actual = sha256(file);
  return recorded.map(({ index, event, hash }) =>
    hash === actual
      ? { ok: true, what: name, detail: `SHA-256 ${actual} as recorded by ${describe(event, index)}` }
      : { ok: false, what: name, detail: `changed: SHA-256 ${actual}, but ${describe(event, index)} recorded ${hash}` },
  );
}

/**
 * Each signer's paper copy against the last `paper_copy` event naming that signer (its `sha256`), and any paper
 * copy in the zip that no event records (added afterwards).
 */
function paperChecks(files: Map<string, Buffer>, events: Record<string, unknown>[]): EvidenceCheck[] {
  const latest = new Map<string, { index: number; event: Record<string, unknown>; hash: string }>();
  events.forEach((event, index) => {
    if (event.type === 'paper_copy' && typeof event.signer === 'string' && typeof event.sha256 === 'string')
      latest.set(event.signer, { index, event, hash: event.sha256 });
  });
  const checks: EvidenceCheck[] = [];
  for (const [signer, { index, event, hash }] of latest) {
    const name = paperCopyFile(signer);
    const file = files.get(name);
    if (!file) checks.push({ ok: false, what: name, detail: 'missing from the zip' });
    else if (sha256(file) === hash)
      checks.push({ ok: true, what: name, detail: `SHA-256 ${hash} as recorded by ${describe(event, index)}` });
    else
      checks.push({
        ok: false,
        what: name,
        detail: `changed: SHA-256 ${sha256(file)}, but ${describe(event, index)} recorded ${hash}`,
      });
  }
  for (const name of files.keys()) {
    if (name.startsWith(PAPER_COPIES_FOLDER) && ![...latest.keys()].some((signer) => paperCopyFile(signer) === name))
      checks.push({ ok: false, what: name, detail: 'no event records this paper copy (added afterwards)' });
  }
  return checks;
}

async function sealChecks(signed: Buffer, events: Record<string, unknown>[] | undefined): Promise<EvidenceCheck[]> {
  const seal = await verifySeal(signed);
  const what = `${EVIDENCE_FILES.signed} seal`;
  const checks: EvidenceCheck[] = seal.intact
    ? [
        {
          ok: true,
          what,
          detail: `covers the whole file, unchanged since sealed${seal.signer ? ` by "${seal.signer}"` : ''}`,
        },
      ]
    : seal.problems.map((problem) => ({ ok: false, what, detail: problem }));
  if (!events) return checks;
  const recorded = events.findLast((event) => typeof event[RECORDED.certificate] === 'string');
  if (!recorded) {
    checks.push({ ok: false, what, detail: `no event records the sealing certificate (${RECORDED.certificate})` });
  } else if (seal.certificateSha256 === recorded[RECORDED.certificate]) {
    checks.push({ ok: true, what, detail: `certificate ${seal.certificateSha256} is the one the chain records` });
  } else if (seal.certificateSha256) {
    checks.push({ ok: false, what, detail: `certificate ${seal.certificateSha256} is not the one the chain records` });
  }
  return checks;
}
