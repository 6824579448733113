import { buffer as collect } from 'node:stream/consumers';
// yauzl is a development dependency of the server: only verify-evidence (an operator's command and the tests)
// reads zips, never the running server, which imports evidence-zip.ts to write them.
import yauzl from 'yauzl';

/** What an evidence zip may hold at most: four files, two PDFs of at most 50 MB and their text. */
const MAX_ENTRIES = 16;
const MAX_UNZIPPED_BYTES = 256 * 1024 * 1024;

export class UnreadableZipError extends Error {}

/**
 * Every file of a zip by name, refusing what is no evidence zip: not a zip, too many entries, or more bytes
 * unzipped than evidence can have (read from the directory before anything is inflated).
 */
export async function readZipEntries(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) =>
      error ? reject(new UnreadableZipError(error.message)) : resolve(file),
    ),
  );
  const entries = new Map<string, Buffer>();
  let total = 0;
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      zip.close();
      reject(error instanceof UnreadableZipError ? error : new UnreadableZipError(error.message));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      if (zip.entryCount > MAX_ENTRIES || total > MAX_UNZIPPED_BYTES) {
        return fail(new UnreadableZipError('more files or bytes than an evidence zip holds'));
      }
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error) return fail(error);
        collect(stream).then((content) => {
          entries.set(entry.fileName, content);
          zip.readEntry();
        }, fail);
      });
    });
    zip.readEntry();
  });
}
