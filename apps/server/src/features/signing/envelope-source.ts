import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError, notFound } from '../../platform/errors.ts';
import { NotFoundInStorageError, PathRefusedError, type StorageResolver } from '../../platform/storage/storage.ts';
import type { TenantRecord } from '../../platform/auth/tenant-scope.ts';
import { pdfRefused } from './signing-errors.ts';
import { SIGNING_PDF_MAX_BYTES, type SigningPdf } from './signing-pdf.port.ts';

export type PdfSource = { bytes: Uint8Array; sha256: string; pages: { width: number; height: number }[] };

/** Reads a stream to its end, refusing (PDF_TOO_LARGE) as soon as it passes the toolkit's limit. */
export async function readCapped(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > SIGNING_PDF_MAX_BYTES) {
      stream.destroy();
      throw pdfRefused('PDF_TOO_LARGE');
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** A company file's bytes: the path checked by the storage (traversal, links out), its size before reading. */
export async function readCompanyFile(storageFor: StorageResolver, tenant: TenantRecord, path: string) {
  const storage = storageFor(tenant);
  try {
    const entry = await storage.stat(path);
    if ((entry.size ?? 0) > SIGNING_PDF_MAX_BYTES) throw pdfRefused('PDF_TOO_LARGE');
    return await readCapped(await storage.read(path));
  } catch (error) {
    if (error instanceof NotFoundInStorageError) throw notFound('File');
    if (error instanceof PathRefusedError) throw new AppError(400, 'PATH_REFUSED', 'This file path is not allowed');
    throw error;
  }
}

/** Checks the bytes are a PDF the toolkit can sign and notes its pages and hash. */
export async function inspectSource(pdf: SigningPdf, bytes: Uint8Array): Promise<PdfSource> {
  const inspection = await pdf.inspect(bytes);
  if (!inspection.ok) throw pdfRefused(inspection.code);
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex'), pages: inspection.pages };
}
