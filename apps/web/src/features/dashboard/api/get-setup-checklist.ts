import { SETUP_CHECKLIST_ANSWER, type TSetupChecklist } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const setupChecklistQueryKey = ['dashboard', 'setup-checklist'] as const;

export function getSetupChecklist(signal?: AbortSignal): Promise<TSetupChecklist> {
  return apiRequest('/setup-checklist', { schema: SETUP_CHECKLIST_ANSWER, signal });
}

/** Asked when the dashboard opens (and regains focus): an item done in another tab is ticked on return. */
export const useSetupChecklist = (enabled: boolean) =>
  useQuery({ queryKey: setupChecklistQueryKey, queryFn: ({ signal }) => getSetupChecklist(signal), enabled });
