import { paths } from '@ledgerport/contract';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { SignaturesCard } from '../components/signatures-card.tsx';

/** /signatures: every envelope of every company the staff member may see (issue 31). */
export function SignaturesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('pages.signatures')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.signatures') }]}
      />
      <SignaturesCard tenantUuid={null} />
    </>
  );
}
