import type { TLocale } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';

export function updateLocale(locale: TLocale): Promise<void> {
  return apiRequest<void>('/auth/me/locale', { method: 'PUT', body: { locale } });
}

/** Stores a signed-in user's language on the server, which also writes their e-mails in it. */
export function useUpdateLocale() {
  return useMutation({
    mutationFn: updateLocale,
    onSuccess: (_nothing, locale) => {
      const session = sessionStore.getState().session;
      if (session) sessionStore.refresh({ user: { ...session.user, locale }, permissions: session.permissions });
    },
  });
}
