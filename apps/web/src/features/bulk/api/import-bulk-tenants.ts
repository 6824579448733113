import {
  ZBulkTenantImportResult,
  type TBulkTenantImportRequest,
  type TBulkTenantImportResult,
} from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tenantsQueryKey } from '../../../lib/query-keys.ts';
import { postSheet, type TSheetUpload } from './post-multipart.ts';

/**
 * POST /bulk/tenants (multipart: `import` JSON, then `file`). Every selected row becomes a tenant, or, when any
 * row has a problem, none does and the answer names the rows.
 */
export function importBulkTenants(upload: TSheetUpload<TBulkTenantImportRequest>): Promise<TBulkTenantImportResult> {
  return postSheet({ ...upload, path: '/bulk/tenants', partName: 'import', schema: ZBulkTenantImportResult });
}

export function useImportBulkTenants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBulkTenants,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
