import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/schema.ts';
import {
  deleteResumableUpload,
  findResumableUpload,
  findUntouchedResumableUploads,
  isResumableJournaled,
} from './resumable-uploads.repo.ts';

const PER_PASS = 500;

export type ResumableSweepReport = { uploadsRemoved: number; strayFilesRemoved: number };

/**
 * Removes resumable uploads nobody has touched since `cutoff` (finished ones' rows, unfinished ones' rows and
 * staged bytes), then any staged file older than that with no row (its creation failed half-way). An upload
 * whose file a crash journal entry still holds is left to upload recovery. Nothing is audited: these are bytes
 * in transit, never a document.
 */
export async function sweepResumableUploads(
  deps: { db: Db; directory: string; log: FastifyBaseLogger },
  cutoff: Date,
): Promise<ResumableSweepReport> {
  const { db, directory, log } = deps;
  const report: ResumableSweepReport = { uploadsRemoved: 0, strayFilesRemoved: 0 };
  for (;;) {
    const untouched = await findUntouchedResumableUploads(db, cutoff, PER_PASS);
    let removed = 0;
    for (const { id } of untouched) {
      if (await isResumableJournaled(db, id)) continue;
      await fs.rm(path.join(directory, id), { force: true });
      await deleteResumableUpload(db, id);
      removed += 1;
    }
    report.uploadsRemoved += removed;
    if (untouched.length < PER_PASS || removed === 0) break;
  }
  const names = await fs.readdir(directory).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(directory, name);
    const stats = await fs.stat(file).catch(() => undefined);
    if (!stats?.isFile() || stats.mtime >= cutoff) continue;
    if (await findResumableUpload(db, name)) continue;
    await fs.rm(file, { force: true });
    report.strayFilesRemoved += 1;
  }
  if (report.uploadsRemoved + report.strayFilesRemoved > 0) log.info(report, 'untouched resumable uploads removed');
  return report;
}
