import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextEntryDialog } from '../../../components/text-entry-dialog.tsx';

type TReasonDialogProps = {
  opened: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  pending: boolean;
  error?: unknown;
};

/** Every records change carries a reason (it goes on the audit trail): asked here, before the change is made. */
export function ReasonDialog(props: TReasonDialogProps) {
  const { t } = useTranslation();
  return (
    <TextEntryDialog
      {...props}
      label={t('records.reason')}
      hint={t('records.reasonHint')}
      requiredText={t('errors.rules.reasonRequired')}
      maxLength={500}
    />
  );
}
