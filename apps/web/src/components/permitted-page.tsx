import { paths, type TPermission } from '@ledgerport/contract';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, type TCrumb } from './page-header.tsx';
import { usePermissions } from '../lib/permissions/use-permissions.ts';

type TPermittedPageProps = {
  title: string;
  /** Crumbs between Dashboard and this page. */
  via?: TCrumb[];
  permission: TPermission;
  /** Under the title, e.g. a bulk screen's sample sheet or a settings screen's intro. */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * A screen for holders of one permission (bulk screens, settings): its heading and breadcrumb, and its content
 * only for them (the server refuses the rest anyway; this says so instead of failing requests).
 */
export function PermittedPage({ title, via = [], permission, aside, children }: TPermittedPageProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, ...via, { label: title }]}
      >
        {aside}
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
