import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';

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
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      {props.opened && <NoteForm {...props} />}
    </Modal>
  );
}

function NoteForm(props: TNoteDialogProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setMissing(true);
    props.onConfirm(note.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {props.error != null && (
          <Alert color="red" variant="light">
            {errorText(props.error)}
          </Alert>
        )}
        <Textarea
          label={props.label}
          description={props.hint}
          required
          data-autofocus
          autosize
          minRows={3}
          maxLength={4000}
          value={note}
          error={missing ? t('compliance.noteRequired') : undefined}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setMissing(false);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={props.pending} loaderProps={{ 'aria-hidden': true }}>
            {t('compliance.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
