import type { TFileEntry } from '@ledgerport/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useTrash } from '../api/get-trash.ts';
import { useFilesErrorText } from './use-files-error-text.ts';

type TDeleteDialogProps = {
  tenantUuid: string;
  /** What is to be deleted; null when the dialog is closed. */
  entries: TFileEntry[] | null;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before a delete and says it can be undone: it goes to the trash, restorable for the firm's retention period
 * (the trash list says it); until the list has come, the dialog says only that it can be restored.
 */
export function DeleteDialog({ tenantUuid, entries, pending, error, onConfirm, onCancel }: TDeleteDialogProps) {
  const { t } = useTranslation();
  const errorText = useFilesErrorText();
  const trash = useTrash(tenantUuid, entries !== null);
  const days = trash.data?.retention_days;
  const count = entries?.length ?? 0;
  const what = count === 1 ? t('files.delete.one', { name: entries![0]!.file }) : t('files.delete.many', { count });
  const restorable = days ? t('files.delete.restorableDays', { count: days }) : t('files.delete.restorable');
  return (
    <ConfirmDialog
      opened={entries !== null}
      title={t('files.delete.title')}
      confirmLabel={t('files.delete.confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      pending={pending}
    >
      {`${what} ${restorable}`}
      {error != null && (
        <span role="alert" style={{ display: 'block', color: 'var(--mantine-color-red-7)', marginTop: 8 }}>
          {errorText(error, count > 1)}
        </span>
      )}
    </ConfirmDialog>
  );
}
