import { useTranslation } from 'react-i18next';
import { TextEntryDialog } from '../../../components/text-entry-dialog.tsx';

type TNoteDialogProps = {
  opened: boolean;
  title: string;
  label: string;
  hint: string;
  onConfirm: (note: string) => void;
  onCancel: () => void;
  pending: boolean;
  error?: unknown;
};

/** "Review done" and "restore drill" carry a note of what was done or changed; it goes on the audit trail. */
export function NoteDialog(props: TNoteDialogProps) {
  const { t } = useTranslation();
  return (
    <TextEntryDialog
      {...props}
      requiredText={t('compliance.noteRequired')}
      confirmLabel={t('compliance.record')}
      maxLength={4000}
      minRows={3}
    />
  );
}
