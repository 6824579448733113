import type { TBulkNotificationKind } from '@ledgerport/contract';
import { useTranslation } from 'react-i18next';
import { PermittedPage } from '../../../components/permitted-page.tsx';
import { NOTIFICATION_SCREENS } from '../components/bulk-screens.ts';
import { NotificationUpload } from '../components/notification-upload.tsx';
import { SampleLink } from '../components/sample-link.tsx';

function UploadScreen({ kind }: { kind: TBulkNotificationKind }) {
  const { t } = useTranslation();
  const screens = NOTIFICATION_SCREENS[kind];
  return (
    <PermittedPage
      title={t(screens.uploadTitleKey)}
      via={[{ label: t(screens.resultsTitleKey), to: screens.results }]}
      permission="send bulk notifications"
      aside={<SampleLink fileName={screens.sample} />}
    >
      <NotificationUpload kind={kind} />
    </PermittedPage>
  );
}

/** /upload/send/bulk/sale/tax/notification (spec §2). */
export const BulkSalesTaxUploadRoute = () => <UploadScreen kind="SALES_TAX" />;
/** /upload/send/bulk/payroll/tax/notification: the same, with the '941 Pmt' column. */
export const BulkPayrollTaxUploadRoute = () => <UploadScreen kind="PAYROLL_TAX" />;
/** /upload/send/bulk/push/notification: the file type first, then the sheet and the message. */
export const BulkPushUploadRoute = () => <UploadScreen kind="PUSH" />;
