import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyFolderCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { useCompanyName } from '../../../components/company/use-company-name.ts';
import { useCompanyUuid } from '../../../lib/company/use-company-uuid.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { NewEnvelopeModal } from '../components/new-envelope-modal.tsx';
import { SignaturesCard } from '../components/signatures-card.tsx';

/** /tenant/signatures?company_uuid=…: one company's envelopes for staff, and a new one from a PDF. */
export function TenantSignaturesRoute() {
  const { t } = useTranslation();
  const tenantUuid = useCompanyUuid();
  if (tenantUuid) return <TenantSignatures tenantUuid={tenantUuid} />;
  return (
    <>
      <PageHeader
        title={t('pages.tenantSignatures')}
        crumbs={[...companyFolderCrumbs(t, true, null), { label: t('pages.tenantSignatures') }]}
      />
      <TenantNotFound />
    </>
  );
}

function TenantSignatures({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const companyName = useCompanyName(tenantUuid);
  const { can } = usePermissions();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={companyName ? t('signing.titleOf', { name: companyName }) : t('pages.tenantSignatures')}
        crumbs={[...companyFolderCrumbs(t, true, tenantUuid, companyName), { label: t('pages.tenantSignatures') }]}
      />
      <SignaturesCard
        tenantUuid={tenantUuid}
        actions={
          can('manage signatures') && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('signing.create.open')}
            </Button>
          )
        }
      />
      <NewEnvelopeModal tenantUuid={tenantUuid} opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
