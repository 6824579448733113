import { ZPayroll, type TPayroll, type TPayrollInfo } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROOT, apiErrorFromBody, REQUEST_TIMEOUT_MS, sessionAuth } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { tenantFilesQueryKey } from '../../files/api/get-folder.ts';
import { payrollQueryKey } from './get-payroll.ts';
import { tenantPayrollPath } from './get-tenant-payroll.ts';

type TSubmitPayrollParams = {
  tenantUuid: string;
  info: TPayrollInfo;
  /** The optional payroll document; it lands in the tenant's Payroll Documents folder. */
  file: File | null;
  /** Whole percent of the request sent so far, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /tenants/{id}/payroll as multipart/form-data: `payroll_info` (JSON) first, so the server checks it
 * before it reads a byte of the file, then the optional `file`. XMLHttpRequest, not fetch: only it reports
 * upload progress. Like every API call it sends the session's token, and a 401 for it ends the session. With a
 * file there is no time limit (a large scan on a slow line may rightly take minutes); without one, the usual.
 */
export function submitPayroll({ tenantUuid, info, file, onProgress, signal }: TSubmitPayrollParams): Promise<TPayroll> {
  return new Promise((resolve, reject) => {
    const token = sessionAuth.token();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_ROOT}${tenantPayrollPath(tenantUuid)}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = file ? 0 : REQUEST_TIMEOUT_MS;

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const record = ZPayroll.safeParse(body);
        if (record.success) resolve(record.data);
        else reject(new ApiError({ status: xhr.status, code: 'UNEXPECTED_RESPONSE', message: record.error.message }));
        return;
      }
      if (xhr.status === 401 && token) sessionAuth.rejected(token);
      reject(apiErrorFromBody(xhr.status, xhr.statusText, body));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Payroll submit failed' }));
    xhr.ontimeout = () => reject(new ApiError({ status: 0, code: 'TIMEOUT', message: 'The server did not answer' }));
    xhr.onabort = () => reject(new DOMException('Payroll submit cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('payroll_info', JSON.stringify(info));
    if (file) form.append('file', file, file.name);
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

export function useSubmitPayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPayroll,
    onSuccess: (_record, { tenantUuid, file }) => {
      void queryClient.invalidateQueries({ queryKey: payrollQueryKey });
      if (file) void queryClient.invalidateQueries({ queryKey: tenantFilesQueryKey(tenantUuid) });
    },
  });
}
