import { UPLOAD_GRANT_HEADER, ZUploadLinkReceipt, type TUploadLinkReceipt } from '@ledgerport/contract';
import { postForm } from '../../../lib/post-form.ts';
import { linkPath } from './upload-link-keys.ts';

type TSendParams = {
  token: string;
  grant: string | null;
  file: File;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/** POST /upload-link/{token}/files: one file as the multipart part `file`, with its progress (no session). */
export function sendLinkFile({ token, grant, file, onProgress, signal }: TSendParams): Promise<TUploadLinkReceipt> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm({
    path: `${linkPath(token)}/files`,
    form,
    schema: ZUploadLinkReceipt,
    onProgress,
    signal,
    auth: 'none',
    headers: grant ? { [UPLOAD_GRANT_HEADER]: grant } : {},
  });
}
