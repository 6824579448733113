import { paths, type TPermission } from '@ledgerport/contract';
import { Alert, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/error-text.ts';
import { usePermissions } from '../lib/permissions/use-permissions.ts';
import { PageHeader } from './page-header.tsx';

/**
 * A settings screen's frame: heading under the dashboard crumb, an intro line, and the body only for holders
 * of `permission` (the server refuses the rest anyway; this says so instead of failing requests).
 */
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
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: title }]}>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      </PageHeader>
      {can(permission) ? (
        children
      ) : (
        <Alert color="red" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </>
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
