import type { TAccessReviewEntry } from '@ledgerport/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useResetUserMfa } from '../api/reset-user-mfa.ts';

type TResetMfaDialogProps = { user: TAccessReviewEntry | null; onClose: () => void };

/** Asks before removing a user's second factors, naming them: it also signs them out everywhere. */
export function ResetMfaDialog({ user, onClose }: TResetMfaDialogProps) {
  const { t } = useTranslation();
  const reset = useResetUserMfa();
  const close = () => {
    reset.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={user !== null}
      title={t('accessReview.reset.title')}
      confirmLabel={t('accessReview.reset.confirm')}
      onConfirm={() => user && reset.mutate(user.uuid, { onSuccess: close })}
      onCancel={close}
      pending={reset.isPending}
      error={reset.error}
    >
      {user && t('accessReview.reset.text', { name: user.name, email: user.email })}
    </ConfirmDialog>
  );
}
