import type { TPermission } from '@ledgerport/contract';
import { Alert, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/error-text.ts';
import { PermittedPage } from './permitted-page.tsx';

/** A settings screen: heading, intro line and body, the body only for holders of `permission`. */
export function SettingsPage({
  title,
  intro,
  permission,
  children,
}: {
  title: string;
  intro: string;
  permission: TPermission;
  children: ReactNode;
}) {
  return (
    <PermittedPage
      title={title}
      permission={permission}
      aside={
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      }
    >
      {children}
    </PermittedPage>
  );
}

/** The settings as loaded: their error, a loader until they come, then `children` with them. */
export function LoadedSettings<T>({
  query,
  children,
}: {
  query: { isError: boolean; error: unknown; data: T | undefined };
  children: (settings: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  if (query.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(query.error)}
      </Alert>
    );
  }
  if (!query.data) return <Loader aria-label={t('common.loading')} />;
  return children(query.data);
}
