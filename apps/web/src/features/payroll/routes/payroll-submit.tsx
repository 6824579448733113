import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePermissions } from '../../auth/permissions/use-permissions.ts';
import { useSignedInUser } from '../../auth/session/use-session.ts';
import { useCompanyName } from '../../files/components/use-company-name.ts';
import { useCompanyUuid } from '../../tenant-users/components/company-uuid.ts';
import { TenantNotFound } from '../../tenant-users/components/tenant-not-found.tsx';
import { tenantPayrollCrumbs } from '../components/payroll-crumbs.ts';
import { PayrollForm } from '../components/payroll-form.tsx';

/** /tenant/submit/payroll/list?company_uuid=…: 'Add PayRoll Information' (spec §2, §5). */
export function PayrollSubmitRoute() {
  const tenantUuid = useCompanyUuid();
  if (!tenantUuid)
    return (
      <SubmitPage tenantUuid={null}>
        <TenantNotFound />
      </SubmitPage>
    );
  return <PayrollSubmit tenantUuid={tenantUuid} />;
}

function PayrollSubmit({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const companyName = useCompanyName(tenantUuid);
  return (
    <SubmitPage tenantUuid={tenantUuid} companyName={companyName}>
      {can('submit payroll') ? (
        <PayrollForm tenantUuid={tenantUuid} />
      ) : (
        <Alert color="red" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </SubmitPage>
  );
}

type TSubmitPageProps = { tenantUuid: string | null; companyName?: string; children: ReactNode };

function SubmitPage({ tenantUuid, companyName, children }: TSubmitPageProps) {
  const { t } = useTranslation();
  const isStaff = useSignedInUser().audience === 'staff';
  const listCrumb = tenantUuid ? [{ label: t('pages.payrollList'), to: paths.tenantPayroll(tenantUuid) }] : [];
  return (
    <>
      <PageHeader
        title={t('pages.payrollSubmit')}
        crumbs={[
          ...tenantPayrollCrumbs(t, isStaff, tenantUuid, companyName),
          ...listCrumb,
          { label: t('pages.payrollSubmit') },
        ]}
      />
      {children}
    </>
  );
}
