import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/platform/db/schema.ts';
import { fmt, median, spread, timed, type Row } from './measure.ts';
import { fillFolder } from './transfers.ts';

/**
 * The folder listing at a firm's scale (issue 17, item 3): folders of 1k / 10k / 50k files read through the real
 * server a page at a time, beside a bare readdir + stat of a folder of as many files on disk. The catalog is
 * written straight into the database (50,000 uploads through the API would take minutes); the listing reads
 * only the catalog, so the files need not exist in the storage. Not part of any test.
 */

/** BENCH_LISTING_SIZES="" measures no listing (`npm run bench` measures them on its own seeded firm). */
export const LISTING_SIZES = (process.env.BENCH_LISTING_SIZES ?? '1000,10000,50000')
  .split(',')
  .filter(Boolean)
  .map(Number);
const WHOLE_PAGE = 1000;
const TARGET_RATIO = 1.5;

const folderOf = (entries: number) => `Listing ${entries}`;
const nameOf = (i: number) => `statement-${String(i).padStart(5, '0')}.pdf`;

/** A company holding one folder per size, each of that many files; its id. */
export async function seedListingFolders(db: Db, sizes = LISTING_SIZES) {
  const tenantId = randomUUID();
  await sql`
    INSERT INTO tenants (id, name, root_directory, root_directory_type, primary_contact_email)
    VALUES (${tenantId}, 'Bench Listing', ${`bench-listing-${Date.now()}`}, 'LOCAL_FOLDER', 'listing@bench.test')`.execute(
    db,
  );
  for (const entries of sizes) {
    const folder = folderOf(entries);
    await sql`INSERT INTO folders (tenant_id, path, parent, name) VALUES (${tenantId}, ${folder}, '', ${folder})`.execute(
      db,
    );
    await sql`
      INSERT INTO documents (tenant_id, folder, name, type, storage_path, size, sha256)
      SELECT ${tenantId}, ${folder}, 'statement-' || lpad(i::text, 5, '0') || '.pdf', 'BANK_STATEMENT',
             ${folder} || '/' || i, 20000 + i, md5(i::text) || md5(i::text)
      FROM generate_series(1, ${entries}) i`.execute(db);
  }
  await sql`ANALYZE folders`.execute(db);
  await sql`ANALYZE documents`.execute(db);
  return tenantId;
}

type Listing = { entries: { file: string }[]; next_cursor: string | null };

/** Each size: time to the first page and to the whole folder by pages, beside readdir + stat; interleaved runs. */
export async function measureListing(opts: {
  baseUrl: string;
  token: string;
  tenantId: string;
  work: string;
  runs: number;
}) {
  const { baseUrl, token, tenantId, work, runs } = opts;
  const page = async (folder: string, query: Record<string, string>) => {
    const url = `${baseUrl}/api/v1/tenants/${tenantId}/files?${new URLSearchParams({ path: folder, ...query })}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET /files → ${response.status}: ${await response.text()}`);
    return (await response.json()) as Listing;
  };
  const whole = async (folder: string) => {
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const listing: Listing = await page(folder, { limit: String(WHOLE_PAGE), ...(cursor ? { cursor } : {}) });
      for (const entry of listing.entries) names.push(entry.file);
      cursor = listing.next_cursor;
    } while (cursor);
    return names;
  };
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const entries of LISTING_SIZES) {
    const folder = folderOf(entries);
    const onDisk = path.join(work, `listing-${entries}`);
    await fillFolder(onDisk, entries);
    const bare = async () => {
      const dirents = await fs.promises.readdir(onDisk, { withFileTypes: true });
      return Promise.all(dirents.map((d) => fs.promises.stat(path.join(onDisk, d.name))));
    };
    // Warm-up, and the check that the pages give every entry once, in order.
    const names = await whole(folder);
    if (names.length !== entries || names[0] !== nameOf(1) || names.at(-1) !== nameOf(entries)) {
      throw new Error(`${folder}: listed ${names.length} entries from ${names[0]} to ${names.at(-1)}`);
    }
    await page(folder, {});
    await bare();
    const firstMs: number[] = [];
    const wholeMs: number[] = [];
    const bareMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      firstMs.push((await timed(() => page(folder, {}))).ms);
      wholeMs.push((await timed(() => whole(folder))).ms);
      bareMs.push((await timed(bare)).ms);
    }
    fs.rmSync(onDisk, { recursive: true, force: true });
    const ratio = (ms: number[]) => ms.map((value, i) => value / bareMs[i]!);
    const row = (what: string, ms: number[]): Row => ({
      what: `List ${entries} entries: ${what}`,
      measured: `${fmt(median(ms), 1)} ms`,
      baseline: `${fmt(median(bareMs), 1)} ms readdir+stat`,
      ratio: `${spread(ratio(ms), (v) => fmt(v, 2))}x`,
      target: `<= ${TARGET_RATIO}x`,
      pass: median(ratio(ms)) <= TARGET_RATIO,
    });
    rows.push(row('first page', firstMs), row(`whole, pages of ${WHOLE_PAGE}`, wholeMs));
    notes.push(
      `listing ${entries} (ms, min / median / max of ${runs}): first page ${spread(firstMs, (v) => fmt(v, 1))}; ` +
        `whole ${spread(wholeMs, (v) => fmt(v, 1))}; readdir+stat ${spread(bareMs, (v) => fmt(v, 1))}`,
    );
  }
  return { rows, notes };
}
