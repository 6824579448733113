import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fromBufferPromise, type ZipFile } from 'yauzl';

/** An .xlsx (or .ods, or an .xls that is really an .xlsx) is a zip: SheetJS would inflate all of it. */
export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

export type ZipLimits = { maxUnzippedBytes: number; maxEntries: number; maxRatio: number };

/** An honest workbook has a few dozen parts, each compressed well under 100:1. */
export const ZIP_MAX_ENTRIES = 1_000;
export const ZIP_MAX_RATIO = 100;

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_LENGTH = 22;

/**
 * The end-of-central-directory record as SheetJS finds it (the last signature, searched from the very end)
 * must be the one yauzl reads (it searches from 22 bytes before the end), with one entry count: otherwise
 * the two could walk different directories, and the one we checked would not be the one SheetJS inflates.
 */
function sheetJsSeesTheSameDirectory(bytes: Buffer, zip: ZipFile): boolean {
  let at = bytes.length - 4;
  while (at >= 0 && bytes.readUInt32LE(at) !== EOCD_SIGNATURE) at -= 1;
  if (at < 0 || at > bytes.length - EOCD_LENGTH) return false;
  const entriesOnDisk = bytes.readUInt16LE(at + 8);
  const entriesInAll = bytes.readUInt16LE(at + 10);
  // 0xFFFF / 0xFFFFFFFF mean "see the ZIP64 record", which SheetJS does not read: no workbook needs it.
  if (entriesInAll === 0xffff || bytes.readUInt32LE(at + 16) === 0xffffffff) return false;
  return entriesOnDisk === entriesInAll && entriesInAll === zip.entryCount;
}

const byteCounter = () => {
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done();
    },
  }) as Writable & { bytes: number };
  counter.bytes = 0;
  return counter;
};

/**
 * Why this zip may not be handed to SheetJS, or undefined when it may. First from the central directory
 * alone, without inflating anything: too many entries, too much in total once unzipped, or an entry
 * compressed suspiciously well (a zip bomb). A directory can lie about sizes, and SheetJS inflates each
 * entry to its real end whatever the directory says, so the entries are then inflated once here, streamed
 * and discarded (memory stays flat), and yauzl stops any entry the moment it outgrows its declared size.
 */
export async function zipProblem(bytes: Buffer, limits: ZipLimits): Promise<string | undefined> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch (error) {
    return `unreadable zip: ${(error as Error).message}`;
  }
  try {
    if (!sheetJsSeesTheSameDirectory(bytes, zip)) return 'ambiguous or ZIP64 end of central directory';
    if (zip.entryCount > limits.maxEntries) return `${zip.entryCount} entries`;
    const entries = [];
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      total += entry.uncompressedSize;
      if (total > limits.maxUnzippedBytes) return `more than ${limits.maxUnzippedBytes} bytes unzipped`;
      if (entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)) {
        return `${entry.fileName} compressed more than ${limits.maxRatio}:1`;
      }
      entries.push(entry);
    }
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      await pipeline(await zip.openReadStreamPromise(entry), byteCounter());
    }
    return undefined;
  } catch (error) {
    return `unreadable zip entry: ${(error as Error).message}`;
  } finally {
    zip.close();
  }
}
