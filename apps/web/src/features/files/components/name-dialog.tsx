import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilesErrorText } from './use-files-error-text.ts';

type TNameDialogProps = {
  opened: boolean;
  title: string;
  /** The name to start from (a rename), '' for a new folder. */
  initial: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** Asks for one name: a new folder's or a new name for a file or folder. The server's verdict shows inside. */
export function NameDialog(props: TNameDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {/* Mounted per opening, so the box starts from `initial` every time. */}
      {props.opened && <NameForm {...props} label={t('files.name')} />}
    </Modal>
  );
}

function NameForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onClose,
  label,
}: TNameDialogProps & { label: string }) {
  const { t } = useTranslation();
  const errorText = useFilesErrorText();
  const [name, setName] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(name);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={label}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
          required
          maxLength={255}
        />
        {error != null && (
          <Alert color="red" variant="light" role="alert">
            {errorText(error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={name.trim() === ''}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
