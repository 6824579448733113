import { ZPayroll, type TPayroll, type TPayrollInfo } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REQUEST_TIMEOUT_MS } from '../../../lib/api-client.ts';
import { postForm } from '../../../lib/post-form.ts';
import { tenantFilesQueryKey } from '../../../lib/query-keys.ts';
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
 * before it reads a byte of the file, then the optional `file`. With a file there is no time limit (a large
 * scan on a slow line may rightly take minutes); without one, the usual.
 */
export function submitPayroll({ tenantUuid, info, file, onProgress, signal }: TSubmitPayrollParams): Promise<TPayroll> {
  const form = new FormData();
  form.append('payroll_info', JSON.stringify(info));
  if (file) form.append('file', file, file.name);
  const timeoutMs = file ? 0 : REQUEST_TIMEOUT_MS;
  return postForm({ path: tenantPayrollPath(tenantUuid), form, schema: ZPayroll, onProgress, signal, timeoutMs });
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
