import { ZInternalUser, type TCreateInternalUserRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { internalUsersQueryKey } from './get-internal-users.ts';

/** The server answers 201 with who was invited. */
const ZCreated = ZInternalUser.pick({ uuid: true, email: true });

/** Adds a staff member as INVITED; the server e-mails the invitation in the same transaction. */
export function createInternalUser(body: TCreateInternalUserRequest): Promise<{ uuid: string; email: string }> {
  return apiRequest('/internal-users', { method: 'POST', body, schema: ZCreated });
}

export function useCreateInternalUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInternalUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internalUsersQueryKey }),
  });
}
