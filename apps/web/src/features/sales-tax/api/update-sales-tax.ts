import { ZSalesTax, type TSalesTax, type TUpdateSalesTaxRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { salesTaxQueryKey } from './get-sales-tax.ts';

type TUpdateParams = { salesTaxUuid: string; body: TUpdateSalesTaxRequest };

/** 'Send Update Info to Tenant': the record becomes PROCESSED and the tenant's users are e-mailed. */
export function updateSalesTax({ salesTaxUuid, body }: TUpdateParams): Promise<TSalesTax> {
  return apiRequest(`/sales-tax/${encodeURIComponent(salesTaxUuid)}`, { method: 'PATCH', body, schema: ZSalesTax });
}

export function useUpdateSalesTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSalesTax,
    // A refusal (409: superseded meanwhile) also means the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesTaxQueryKey }),
  });
}
