import {
  ZEnvelope,
  ZSigningTemplate,
  ZSigningTemplateList,
  type TCreateSigningTemplateRequest,
} from '@ledgerport/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { signingQueryKey } from './signing-keys.ts';

// The three calls of one small resource (list, save, apply) share this file and its cache key.
const templatesKey = [...signingQueryKey, 'templates'] as const;

/** GET /signing/templates: the firm's saved layouts. */
export const signingTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: templatesKey,
    queryFn: ({ signal }) => apiRequest('/signing/templates', { schema: ZSigningTemplateList, signal }),
  });

/** POST /signing/templates: this envelope's layout kept under a name (a name in use: 409 CONFLICT). */
export function useSaveSigningTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: TCreateSigningTemplateRequest) =>
      apiRequest('/signing/templates', { method: 'POST', body: template, schema: ZSigningTemplate }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

/** POST /signing/templates/{id}/apply: its order, check, message and fields onto this draft (signers stay). */
export function useApplySigningTemplate() {
  return useMutation({
    mutationFn: ({
      templateUuid,
      tenantUuid,
      envelopeUuid,
    }: {
      templateUuid: string;
      tenantUuid: string;
      envelopeUuid: string;
    }) =>
      apiRequest(`/signing/templates/${encodeURIComponent(templateUuid)}/apply`, {
        method: 'POST',
        body: { tenant_uuid: tenantUuid, envelope_uuid: envelopeUuid },
        schema: ZEnvelope,
      }),
  });
}
