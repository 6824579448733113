import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { connectSessionToApiClient } from '../lib/session/connect-api-client.ts';
import { SESSION_KEYS } from '../lib/session/session-storage.ts';
import { sessionStore } from '../lib/session/session-store.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { LayoutSettingsProvider, useLayoutSettings } from './layout-settings/layout-settings-context.tsx';
import { createQueryClient } from './query-client.ts';
import { brandThemeOverride } from '../lib/branding/brand-theme.ts';
import { brandingQueryKey, useBranding } from '../lib/branding/get-branding.ts';
import { cssVariablesResolver, themeWithCloseLabel } from './theme.ts';
import { LazyNotifications } from './lazy-notifications.tsx';

connectSessionToApiClient();

function ThemedMantine({ children }: { children: ReactNode }) {
  const { settings } = useLayoutSettings();
  const { t } = useTranslation();
  const close = t('common.close');
  const passwordToggle = t('auth.login.toggleVisibility');
  // The firm's colour (firm settings) is the theme's primary one, on the sign-in screens too.
  const { primary_color: primaryColor } = useBranding();
  const theme = useMemo(
    () => mergeThemeOverrides(themeWithCloseLabel(close, passwordToggle), brandThemeOverride(primaryColor)),
    [close, passwordToggle, primaryColor],
  );
  return (
    // The colour scheme belongs to the layout settings (one stored key), so Mantine is told, not asked.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={settings.colorScheme}
      env={import.meta.env.MODE === 'test' ? 'test' : 'default'}
    >
      <LazyNotifications />
      {children}
    </MantineProvider>
  );
}

/** Drops the session's cached server data when it ends, and follows sign-in/out done in another tab. */
function useSessionSideEffects(queryClient: QueryClient) {
  useEffect(
    () =>
      sessionStore.subscribe(() => {
        // The firm's branding is public (the login page shows it): only what the session could read goes.
        if (!sessionStore.getState().session) {
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== brandingQueryKey[0] });
          queryClient.getMutationCache().clear();
        }
      }),
    [queryClient],
  );
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SESSION_KEYS.token) sessionStore.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useSessionSideEffects(client);
  return (
    <I18nextProvider i18n={i18n}>
      <LayoutSettingsProvider>
        {/* Queries outside the theme: the theme itself reads the firm's colour through one. */}
        <QueryClientProvider client={client}>
          <ThemedMantine>{children}</ThemedMantine>
        </QueryClientProvider>
      </LayoutSettingsProvider>
    </I18nextProvider>
  );
}
