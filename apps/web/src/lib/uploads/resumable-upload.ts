import type { TExistingFileChoice, TUploadType } from '@ledgerport/contract';
import { DetailedError, Upload } from 'tus-js-client';
import { API_ROOT, apiErrorFromBody, sessionAuth } from '../api-client.ts';
import { ApiError } from '../api-error.ts';

/**
 * After a lost connection or a server answer worth another try (5xx, 409 offset mismatch, 423 locked), tus-js-client
 * waits this long (ms) before asking the server where it stands (HEAD) and sending the rest from there. The count
 * starts again whenever bytes get through, so these only run out after about three minutes without any: long
 * enough for a server restart or a train tunnel, short enough that the file is then kept for later (offline).
 */
export const RESUME_DELAYS_MS = [0, 1_000, 2_000, 3_000, 5_000, 10_000, 15_000, 20_000, 30_000, 30_000, 60_000];

export type TResumableParams = {
  tenantUuid: string;
  type: TUploadType;
  file: File;
  existing?: TExistingFileChoice;
  /** An existing folder instead of the type's (upload-file.ts). */
  folder?: string;
  onProgress: (percent: number) => void;
  /** true while the connection is lost and the upload waits to resume; false once bytes flow again. */
  onReconnecting?: (reconnecting: boolean) => void;
  signal?: AbortSignal;
};

/**
 * The error a failed tus request ends as: the server's JSON `{ error: { code, message } }` as the same ApiError the
 * multipart route's answer gives (so the same translated text), or NETWORK_ERROR when no answer came.
 */
export function apiErrorOfTus(error: unknown): ApiError {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The upload failed' });
  let body: unknown;
  try {
    body = JSON.parse(response.getBody()) as unknown;
  } catch {
    body = undefined;
  }
  return apiErrorFromBody(response.getStatus(), '', body);
}

/** Whether a failed request is worth another try: no answer at all, a server failure, or tus's 409/423. */
export function retriesAfter(error: unknown): boolean {
  const status = error instanceof DetailedError && error.originalResponse ? error.originalResponse.getStatus() : 0;
  return status === 0 || status >= 500 || status === 409 || status === 423;
}

/**
 * Sends one file with tus 1.0.0 to POST /tenants/{id}/resumable-uploads (issue 36): the same sign-in, type and
 * name choice as the multipart route, but a dropped connection or a server restart is retried by itself and
 * resumes from the server's offset. Answers the document the file became, as the multipart route does. Loaded on demand (upload-file.ts), so tus-js-client is in no other page's bundle.
 */
export function uploadResumable(params: TResumableParams): Promise<{ documentId?: string }> {
  const { tenantUuid, type, file, existing, folder, onProgress, onReconnecting, signal } = params;
  return new Promise((resolve, reject) => {
    let token: string | null = null;
    let reconnecting = false;
    let settled = () => {};
    const setReconnecting = (value: boolean) => {
      if (value === reconnecting) return;
      reconnecting = value;
      onReconnecting?.(value);
    };
    const upload = new Upload(file, {
      // Absolute: tus-js-client resolves the server's Location (`resumable-uploads/{id}`, relative to this) against
      // it, and a bare path would leave it relative to the page's own address instead.
      endpoint: new URL(
        `${API_ROOT}/tenants/${encodeURIComponent(tenantUuid)}/resumable-uploads`,
        window.location.origin,
      ).href,
      metadata: {
        filename: file.name,
        type,
        ...(existing ? { existing } : {}),
        ...(folder !== undefined ? { folder } : {}),
      },
      retryDelays: RESUME_DELAYS_MS,
      // Resuming is within this page's life; nothing is left in localStorage to resume a stale upload.
      storeFingerprintForResuming: false,
      onBeforeRequest: (request) => {
        token = sessionAuth.token();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
        request.setHeader('X-Requested-With', 'XMLHttpRequest');
      },
      onAfterResponse: (_request, response) => {
        if (response.getStatus() === 401 && token) sessionAuth.rejected(token);
      },
      onShouldRetry: (error) => {
        const again = retriesAfter(error);
        if (again) setReconnecting(true);
        return again;
      },
      onProgress: (sent, total) => {
        setReconnecting(false);
        if (total > 0) onProgress(Math.floor((sent / total) * 100));
      },
      onChunkComplete: () => setReconnecting(false),
      // The last answer (the final PATCH, or a HEAD when resuming after it) names the document the file became.
      onSuccess: ({ lastResponse }) => {
        settled();
        setReconnecting(false);
        const documentId = lastResponse.getHeader('Upload-Document-Id');
        resolve(documentId ? { documentId } : {});
      },
      onError: (error) => {
        settled();
        setReconnecting(false);
        reject(apiErrorOfTus(error));
      },
    });
    // The staged bytes are dropped on the server too (tus termination); a failure there is the sweep's to mop up.
    // Only while it runs: leaving the screen after the upload ended must not terminate a finished upload.
    const cancel = () => {
      upload.abort(true).catch(() => undefined);
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', cancel, { once: true });
    settled = () => signal?.removeEventListener('abort', cancel);
    upload.start();
  });
}
