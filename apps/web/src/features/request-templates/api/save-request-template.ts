import {
  ZRequestTemplate,
  type TCreateRequestTemplateRequest,
  type TRequestTemplate,
  type TUpdateRequestTemplateRequest,
} from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestTemplatesKey } from './get-request-templates.ts';

export type TSaveTemplate =
  { uuid: null; body: TCreateRequestTemplateRequest } | { uuid: string; body: TUpdateRequestTemplateRequest };

export function saveRequestTemplate({ uuid, body }: TSaveTemplate): Promise<TRequestTemplate> {
  return uuid === null
    ? apiRequest('/request-templates', { method: 'POST', body, schema: ZRequestTemplate })
    : apiRequest(`/request-templates/${encodeURIComponent(uuid)}`, { method: 'PUT', body, schema: ZRequestTemplate });
}

export function useSaveRequestTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRequestTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestTemplatesKey }),
  });
}
