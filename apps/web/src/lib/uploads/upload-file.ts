import { ZUploadRecord, type TExistingFileChoice, type TUploadRecord, type TUploadType } from '@ledgerport/contract';
import { postForm } from '../post-form.ts';

type TUploadParams = {
  tenantUuid: string;
  type: TUploadType;
  file: File;
  /** For a name already in the folder: a new version of that file, or a second file beside it. */
  existing?: TExistingFileChoice;
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
  onProgress,
  signal,
}: TUploadParams): Promise<TUploadRecord> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = new URLSearchParams({ type });
  if (existing) query.set('existing', existing);
  const path = `/tenants/${encodeURIComponent(tenantUuid)}/uploads?${query}`;
  return postForm({ path, form, schema: ZUploadRecord, onProgress, signal });
}
