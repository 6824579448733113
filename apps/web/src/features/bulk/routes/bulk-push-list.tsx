import { useTranslation } from 'react-i18next';
import { PermittedPage } from '../../../components/permitted-page.tsx';
import { PushList } from '../components/push-list.tsx';

/** /index/send/bulk/push/notification: 'Tenant Push Notification List' (spec §2). */
export function BulkPushListRoute() {
  const { t } = useTranslation();
  return (
    <PermittedPage title={t('pages.bulkPushList')} permission="send bulk notifications">
      <PushList />
    </PermittedPage>
  );
}
