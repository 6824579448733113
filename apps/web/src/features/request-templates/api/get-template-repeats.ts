import { ZTemplateRepeats, type TTemplateRepeatsRequest } from '@ledgerport/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /request-templates/{id}/repeats: what applying to the selection would repeat (a read; POST for its size). */
export const getTemplateRepeats = (uuid: string, body: TTemplateRepeatsRequest, signal?: AbortSignal) =>
  apiRequest(`/request-templates/${encodeURIComponent(uuid)}/repeats`, {
    method: 'POST',
    body,
    schema: ZTemplateRepeats,
    signal,
  });

export const useTemplateRepeats = (uuid: string, body: TTemplateRepeatsRequest | null) =>
  useQuery({
    queryKey: ['request-templates', uuid, 'repeats', body],
    queryFn: ({ signal }) => getTemplateRepeats(uuid, body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
