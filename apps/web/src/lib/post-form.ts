import { API_ROOT, apiErrorFromBody, sessionAuth } from './api-client.ts';
import { ApiError } from './api-error.ts';

type TSchema<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: { message: string } };
};

export type TPostFormParams<T> = {
  /** Below the API root, e.g. `/tenants/{id}/uploads?type=OTHERS`. */
  path: string;
  /** The parts, in the order the server reads them (a JSON part before the file it describes). */
  form: FormData;
  /** The answer's shape; a 2xx answer that does not match it is an error, not data. */
  schema: TSchema<T>;
  /** Whole percent of the request sent so far, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Milliseconds before giving up; 0 (the default) waits as long as the upload takes. */
  timeoutMs?: number;
  /** 'none': a public upload (an upload link, issue 32) sends no session token even when someone is signed in. */
  auth?: 'session' | 'none';
  /** More request headers (an upload link's grant). */
  headers?: Record<string, string>;
};

/**
 * POSTs multipart/form-data with upload progress: XMLHttpRequest, not fetch, as only it reports how much of the
 * body has been sent. Like every API call it sends the session's token, and a 401 for that token ends the
 * session. No time limit by default: a large file on a slow line may rightly take many minutes.
 */
export function postForm<T>(params: TPostFormParams<T>): Promise<T> {
  const { path, form, schema, onProgress, signal, timeoutMs = 0, auth = 'session', headers = {} } = params;
  return new Promise((resolve, reject) => {
    const token = auth === 'session' ? sessionAuth.token() : null;
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_ROOT}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = timeoutMs;

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const answer = schema.safeParse(body);
        if (answer.success) resolve(answer.data);
        else reject(new ApiError({ status: xhr.status, code: 'UNEXPECTED_RESPONSE', message: answer.error.message }));
        return;
      }
      if (xhr.status === 401 && token) sessionAuth.rejected(token);
      reject(apiErrorFromBody(xhr.status, xhr.statusText, body));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The upload failed' }));
    xhr.ontimeout = () => reject(new ApiError({ status: 0, code: 'TIMEOUT', message: 'The server did not answer' }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
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
