import { ZUser, type TCreateUserRequest, type TUser } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

export function createUser(body: TCreateUserRequest): Promise<TUser> {
  return apiRequest('/users', { method: 'POST', body, schema: ZUser });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
