import type { TPermission } from '@ledgerport/contract';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../page-header.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { useSignedInUser } from '../../lib/session/use-session.ts';
import { useCompanyUuid } from '../../lib/company/use-company-uuid.ts';
import { TenantNotFound } from './tenant-not-found.tsx';
import { companyFolderCrumbs } from './company-crumbs.ts';
import { useCompanyName } from './use-company-name.ts';

type TCompanySubmitPageProps = {
  /** The page's title and last crumb, e.g. 'Add Sale Tax Information'. */
  title: string;
  /** The list the form sends to, shown as the crumb before the title. */
  list: { label: string; to: (tenantUuid: string) => string };
  /** What the caller must hold in this tenant to see the form (the server checks it again). */
  permission: TPermission;
  form: (tenantUuid: string) => ReactNode;
};

/**
 * A form a tenant sends to the firm from its folder view (sales tax, payroll: spec §2), for the tenant in
 * ?company_uuid=: the crumbs back to that folder view and the list, 'Tenant not found' without a tenant, and
 * a refusal instead of the form without the permission.
 */
export function CompanySubmitPage(props: TCompanySubmitPageProps) {
  const tenantUuid = useCompanyUuid();
  if (!tenantUuid) {
    return (
      <PageFrame {...props} tenantUuid={null}>
        <TenantNotFound />
      </PageFrame>
    );
  }
  return <CompanyForm {...props} tenantUuid={tenantUuid} />;
}

function CompanyForm(props: TCompanySubmitPageProps & { tenantUuid: string }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const companyName = useCompanyName(props.tenantUuid);
  return (
    <PageFrame {...props} companyName={companyName}>
      {can(props.permission) ? (
        props.form(props.tenantUuid)
      ) : (
        <Alert color="red" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </PageFrame>
  );
}

type TPageFrameProps = TCompanySubmitPageProps & {
  tenantUuid: string | null;
  companyName?: string;
  children: ReactNode;
};

function PageFrame({ title, list, tenantUuid, companyName, children }: TPageFrameProps) {
  const { t } = useTranslation();
  const isStaff = useSignedInUser().audience === 'staff';
  const listCrumb = tenantUuid ? [{ label: list.label, to: list.to(tenantUuid) }] : [];
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[...companyFolderCrumbs(t, isStaff, tenantUuid, companyName), ...listCrumb, { label: title }]}
      />
      {children}
    </>
  );
}
