import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { companyFolderCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { useCompanyName } from '../../../components/company/use-company-name.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCompanyUuid } from '../../../lib/company/use-company-uuid.ts';
import { CompanyRulesCard } from '../components/company-rules-card.tsx';
import { LegalHoldsCard } from '../components/legal-holds-card.tsx';

/** /tenant/records?company_uuid=… (staff, issue 35): the company's own retention rules and its legal holds. */
export function CompanyRecordsRoute() {
  const { t } = useTranslation();
  const tenantUuid = useCompanyUuid();
  if (tenantUuid) return <CompanyRecords tenantUuid={tenantUuid} />;
  return (
    <>
      <PageHeader title={t('pages.companyRecords')} crumbs={[{ label: t('pages.companyRecords') }]} />
      <TenantNotFound />
    </>
  );
}

function CompanyRecords({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const companyName = useCompanyName(tenantUuid);
  return (
    <>
      <PageHeader
        title={companyName ? t('records.company.titleOf', { company: companyName }) : t('pages.companyRecords')}
        crumbs={[...companyFolderCrumbs(t, true, tenantUuid, companyName), { label: t('pages.companyRecords') }]}
      >
        <Text size="sm" c="dimmed">
          {t('records.company.intro')}
        </Text>
      </PageHeader>
      <CompanyRulesCard tenantUuid={tenantUuid} />
      <LegalHoldsCard tenantUuid={tenantUuid} />
    </>
  );
}
