import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestTemplatesKey } from './get-request-templates.ts';

export const deleteRequestTemplate = (uuid: string): Promise<unknown> =>
  apiRequest(`/request-templates/${encodeURIComponent(uuid)}`, { method: 'DELETE' });

export function useDeleteRequestTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequestTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestTemplatesKey }),
  });
}
