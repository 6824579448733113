import { ZUploadRecord, type TUploadRecord, type TUploadType } from '@ledgerport/contract';
import { API_ROOT, apiErrorFromBody, sessionAuth } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

type TUploadParams = {
  tenantUuid: string;
  type: TUploadType;
  file: File;
  /** Whole percent of the file sent so far, 0–100. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /tenants/{id}/uploads?type=… with the file as the one multipart part `file`. XMLHttpRequest, not fetch:
 * only it reports upload progress. Like every API call it sends the session's token, and a 401 for that token
 * ends the session. No timeout: a large file on a slow line may rightly take many minutes.
 */
export function uploadFile({ tenantUuid, type, file, onProgress, signal }: TUploadParams): Promise<TUploadRecord> {
  return new Promise((resolve, reject) => {
    const token = sessionAuth.token();
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ type });
    xhr.open('POST', `${API_ROOT}/tenants/${encodeURIComponent(tenantUuid)}/uploads?${query}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const record = ZUploadRecord.safeParse(body);
        if (record.success) resolve(record.data);
        else reject(new ApiError({ status: xhr.status, code: 'UNEXPECTED_RESPONSE', message: record.error.message }));
        return;
      }
      if (xhr.status === 401 && token) sessionAuth.rejected(token);
      reject(apiErrorFromBody(xhr.status, xhr.statusText, body));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Upload failed' }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
