import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { ClientCompanies } from '../components/client-companies.tsx';
import { StaffWelcome } from '../components/staff-welcome.tsx';

export function DashboardRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title={t('pages.dashboard')} crumbs={[{ label: t('pages.dashboard') }]} />
      {user.audience === 'staff' ? <StaffWelcome name={user.name} /> : <ClientCompanies user={user} />}
    </>
  );
}
