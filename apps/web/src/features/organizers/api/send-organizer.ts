import { ZSendOrganizerResult, type TSendOrganizerRequest, type TSendOrganizerResult } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { organizerTemplatesQueryKey, templatePath } from './organizer-keys.ts';

/** POST /organizer-templates/{id}/send: one organizer per company; those that have it for the year are skipped. */
export const sendOrganizer = ({
  templateUuid,
  body,
}: {
  templateUuid: string;
  body: TSendOrganizerRequest;
}): Promise<TSendOrganizerResult> =>
  apiRequest(`${templatePath(templateUuid)}/send`, { method: 'POST', body, schema: ZSendOrganizerResult });

export function useSendOrganizer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOrganizer,
    // The template's "sent" count, and every request list and badge.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizerTemplatesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['requests'] }),
      ]),
  });
}
