import type { TPermission } from '@ledgerport/contract';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, type TCrumb } from '../../../components/page-header.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { paths } from '@ledgerport/contract';

type TBulkPageProps = {
  title: string;
  /** Crumbs between Dashboard and this page. */
  via?: TCrumb[];
  permission: TPermission;
  /** Beside the title, e.g. the sample sheet. */
  aside?: ReactNode;
  children: ReactNode;
};

/** A bulk screen: its heading and breadcrumb, and its content only for holders of its permission. */
export function BulkPage({ title, via = [], permission, aside, children }: TBulkPageProps) {
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
