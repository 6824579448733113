import { ZUploadRecord, type TUploadRecord, type TUploadType } from '@ledgerport/contract';
import { postForm } from '../../../lib/post-form.ts';

type TUploadParams = {
  tenantUuid: string;
  type: TUploadType;
  file: File;
  /** Whole percent of the file sent so far, 0–100. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/** POST /tenants/{id}/uploads?type=… with the file as the one multipart part `file`, with its progress. */
export function uploadFile({ tenantUuid, type, file, onProgress, signal }: TUploadParams): Promise<TUploadRecord> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = new URLSearchParams({ type });
  const path = `/tenants/${encodeURIComponent(tenantUuid)}/uploads?${query}`;
  return postForm({ path, form, schema: ZUploadRecord, onProgress, signal });
}
