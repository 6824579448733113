import { ZHeldMessageDecision, type THeldMessageDecision } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { heldMessagesKey } from './get-held-messages.ts';

export type THeldDecision = { tenantUuid: string; messageUuid: string; decision: 'accept' | 'reject' };

/** POST /tenants/{id}/inbound-mail/held/{messageId}/accept|reject. */
export function decideHeldMessage({ tenantUuid, messageUuid, decision }: THeldDecision): Promise<THeldMessageDecision> {
  const path = `/tenants/${encodeURIComponent(tenantUuid)}/inbound-mail/held/${encodeURIComponent(messageUuid)}/${decision}`;
  return apiRequest(path, { method: 'POST', schema: ZHeldMessageDecision });
}

export function useDecideHeldMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideHeldMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: heldMessagesKey }),
  });
}
