import { ZRequestTemplate, type TRequestTemplate } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestTemplatesKey } from './get-request-templates.ts';

export const getRequestTemplate = (uuid: string, signal?: AbortSignal): Promise<TRequestTemplate> =>
  apiRequest(`/request-templates/${encodeURIComponent(uuid)}`, { schema: ZRequestTemplate, signal });

/** One template with its items (the list shows only how many); none while `uuid` is null. */
export const useRequestTemplate = (uuid: string | null) =>
  useQuery({
    queryKey: [...requestTemplatesKey, 'one', uuid],
    queryFn: ({ signal }) => getRequestTemplate(uuid!, signal),
    enabled: uuid !== null,
  });
