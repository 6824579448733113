import { REVIEW_NOTE_MAX, REVIEW_STATUSES, type TFileEntry, type TReviewStatus } from '@ledgerport/contract';
import { Alert, Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilesErrorText } from './use-files-error-text.ts';

type TReviewDialogProps = {
  /** The files to set a status on; null when the dialog is closed. */
  entries: TFileEntry[] | null;
  /** The status to start from (the file's own, or the one a bulk button picked). */
  initialStatus: TReviewStatus;
  pending: boolean;
  error: unknown;
  onSubmit: (status: TReviewStatus, note: string | undefined) => void;
  onClose: () => void;
};

/** Staff's verdict on one or more files; "Needs attention" takes a note, which the client reads. */
export function ReviewDialog(props: TReviewDialogProps) {
  const { t } = useTranslation();
  const count = props.entries?.length ?? 0;
  const title =
    count === 1
      ? t('files.review.titleOne', { name: props.entries![0]!.file })
      : t('files.review.titleMany', { count });
  return (
    <Modal opened={props.entries !== null} onClose={props.onClose} title={title} centered>
      {props.entries && <ReviewForm {...props} entries={props.entries} />}
    </Modal>
  );
}

function ReviewForm({
  entries,
  initialStatus,
  pending,
  error,
  onSubmit,
  onClose,
}: TReviewDialogProps & { entries: TFileEntry[] }) {
  const { t } = useTranslation();
  const errorText = useFilesErrorText();
  const [status, setStatus] = useState<TReviewStatus>(initialStatus);
  const single = entries.length === 1 ? entries[0] : undefined;
  const [note, setNote] = useState(single?.review_note ?? '');
  const [noteMissing, setNoteMissing] = useState(false);
  const needsNote = status === 'NEEDS_ATTENTION';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsNote && note.trim() === '') return setNoteMissing(true);
    onSubmit(status, needsNote ? note.trim() : undefined);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Radio.Group
          label={t('files.review.statusLabel')}
          value={status}
          onChange={(value) => setStatus(value as TReviewStatus)}
        >
          <Group gap="md" mt={4}>
            {REVIEW_STATUSES.map((value) => (
              <Radio key={value} value={value} label={t(`files.review.status.${value}`)} />
            ))}
          </Group>
        </Radio.Group>
        {needsNote && (
          <Textarea
            label={t('files.review.note')}
            description={t('files.review.noteHelp')}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setNoteMissing(false);
            }}
            error={noteMissing ? t('errors.rules.reviewNoteRequired') : undefined}
            maxLength={REVIEW_NOTE_MAX}
            autosize
            minRows={3}
            withAsterisk
            data-autofocus
          />
        )}
        {error != null && (
          <Alert color="red" variant="light" role="alert">
            {errorText(error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('files.review.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
