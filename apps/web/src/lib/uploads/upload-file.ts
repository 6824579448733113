import { ZUploadRecord, type TExistingFileChoice, type TUploadRecord, type TUploadType } from '@ledgerport/contract';
import { postForm } from '../post-form.ts';

type TUploadParams = {
  tenantUuid: string;
  type: TUploadType;
  file: File;
  /** For a name already in the folder: a new version of that file, or a second file beside it. */
  existing?: TExistingFileChoice;
  /** An existing folder of the company instead of the type's (a dropped folder's, made by POST /folder-paths). */
  folder?: string;
  /** Whole percent of the file sent so far, 0–100. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/** POST /tenants/{id}/uploads?type=…&existing=… with the file as the one multipart part `file`, with its progress. */
export function uploadFile({
  tenantUuid,
  type,
  file,
  existing,
  folder,
  onProgress,
  signal,
}: TUploadParams): Promise<TUploadRecord> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = new URLSearchParams({ type });
  if (existing) query.set('existing', existing);
  if (folder !== undefined) query.set('folder', folder);
  const path = `/tenants/${encodeURIComponent(tenantUuid)}/uploads?${query}`;
  return postForm({ path, form, schema: ZUploadRecord, onProgress, signal });
}

/**
 * Files from this size on go resumably (tus, resumable-upload.ts); smaller ones in one multipart request. 16 MiB
 * is where a lost connection starts to cost: under it a file is sent again whole in seconds on a modest line, above
 * it (a scanned year of statements, a 300 MB archive) starting over costs minutes, and a server restart mid-way
 * must not. One request also keeps small files (most of them) at one round trip instead of tus's two.
 */
export const RESUMABLE_FROM_BYTES = 16 * 1024 * 1024;

export const sendsResumably = (file: File) => file.size >= RESUMABLE_FROM_BYTES;

/**
 * Sends one file the way its size calls for: small ones with uploadFile, large ones resumably (tus-js-client is
 * loaded only then); either way answering the document it became.
 */
export async function sendFile(
  params: TUploadParams & { onReconnecting?: (reconnecting: boolean) => void },
): Promise<{ documentId?: string }> {
  if (!sendsResumably(params.file)) return { documentId: (await uploadFile(params)).document_id };
  const { uploadResumable } = await import('./resumable-upload.ts');
  return uploadResumable(params);
}
