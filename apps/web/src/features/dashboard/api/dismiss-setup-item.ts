import { SETUP_CHECKLIST_ANSWER, type TSetupChecklist, type TSetupItem } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { setupChecklistQueryKey } from './get-setup-checklist.ts';

/** POST /setup-checklist/dismissals: hides the item for the whole firm; answers the checklist. */
export function dismissSetupItem(item: TSetupItem): Promise<TSetupChecklist> {
  return apiRequest('/setup-checklist/dismissals', {
    method: 'POST',
    body: { item },
    schema: SETUP_CHECKLIST_ANSWER,
  });
}

export function useDismissSetupItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissSetupItem,
    onSuccess: (checklist) => queryClient.setQueryData(setupChecklistQueryKey, checklist),
  });
}
