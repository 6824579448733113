import {
  ZOrganizerStarterList,
  ZOrganizerTemplate,
  ZOrganizerTemplatePage,
  type TCreateOrganizerTemplateRequest,
  type TOrganizerTemplate,
  type TUpdateOrganizerTemplateRequest,
} from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';
import { organizerTemplatesQueryKey, templatePath } from './organizer-keys.ts';

/** GET /organizer-templates: newest first, paged, searched by name. */
export function getOrganizerTemplates({ page, perPage, search }: TListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest(`/organizer-templates?${query}`, { schema: ZOrganizerTemplatePage, signal });
}

export const useOrganizerTemplates = (params: TListParams) =>
  useQuery({
    queryKey: [...organizerTemplatesQueryKey, 'list', params],
    queryFn: ({ signal }) => getOrganizerTemplates(params, signal),
    placeholderData: keepPreviousData,
  });

/** GET /organizer-templates/{id}: the latest version with its sections and revision. */
export const getOrganizerTemplate = (uuid: string, signal?: AbortSignal): Promise<TOrganizerTemplate> =>
  apiRequest(templatePath(uuid), { schema: ZOrganizerTemplate, signal });

export const organizerTemplateQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: [...organizerTemplatesQueryKey, 'one', uuid],
    queryFn: ({ signal }) => getOrganizerTemplate(uuid, signal),
    // The builder holds unsaved edits: a refetch on focus must not replace them.
    refetchOnWindowFocus: false,
  });

/** GET /organizer-starters?locale=: the shipped starters, in the user's language. */
export const useOrganizerStarters = (locale: string, enabled: boolean) =>
  useQuery({
    queryKey: ['organizer-starters', locale],
    queryFn: ({ signal }) =>
      apiRequest(`/organizer-starters?${new URLSearchParams({ locale })}`, { schema: ZOrganizerStarterList, signal }),
    enabled,
  });

/** POST /organizer-templates: the firm's own sections, or a copy of a starter. */
export const createOrganizerTemplate = (body: TCreateOrganizerTemplateRequest): Promise<TOrganizerTemplate> =>
  apiRequest('/organizer-templates', { method: 'POST', body, schema: ZOrganizerTemplate });

/** PUT /organizer-templates/{id}: a new version, against the revision it was loaded at (409 if changed). */
export const updateOrganizerTemplate = ({
  uuid,
  body,
}: {
  uuid: string;
  body: TUpdateOrganizerTemplateRequest;
}): Promise<TOrganizerTemplate> => apiRequest(templatePath(uuid), { method: 'PUT', body, schema: ZOrganizerTemplate });

/** DELETE /organizer-templates/{id}: archived (organizers sent from it stay). */
export const deleteOrganizerTemplate = (uuid: string) => apiRequest(templatePath(uuid), { method: 'DELETE' });

function useTemplateMutation<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizerTemplatesQueryKey }),
  });
}

export const useCreateOrganizerTemplate = () => useTemplateMutation(createOrganizerTemplate);
export const useUpdateOrganizerTemplate = () => useTemplateMutation(updateOrganizerTemplate);
export const useDeleteOrganizerTemplate = () => useTemplateMutation(deleteOrganizerTemplate);
