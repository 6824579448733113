import { ZSalesTax, type TSalesTax, type TSubmitSalesTaxRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { salesTaxQueryKey } from './get-sales-tax.ts';
import { tenantSalesTaxPath } from './get-tenant-sales-tax.ts';

type TSubmitParams = { tenantUuid: string; body: TSubmitSalesTaxRequest };

/** 'Add Sale Tax Information': the firm is told; an earlier record of the same month becomes SUPERSEDED. */
export function submitSalesTax({ tenantUuid, body }: TSubmitParams): Promise<TSalesTax> {
  return apiRequest(tenantSalesTaxPath(tenantUuid), { method: 'POST', body, schema: ZSalesTax });
}

export function useSubmitSalesTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSalesTax,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesTaxQueryKey }),
  });
}
