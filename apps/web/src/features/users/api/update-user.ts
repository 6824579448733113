import { ZUser, type TUpdateUserRequest, type TUser } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

export function updateUser({ id, body }: { id: string; body: TUpdateUserRequest }): Promise<TUser> {
  return apiRequest(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: ZUser });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
