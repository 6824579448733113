import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-text.ts';
import { useErasePerson } from './person-data-api.ts';
import { KeptRecord } from './kept-record.tsx';

type TPerson = { uuid: string; name: string; email: string };

/**
 * Erasure cannot be undone, so the person's e-mail must be typed to confirm it; the answer, the record of what
 * was kept and why, is shown in the same dialog.
 */
export function ErasePersonDialog({
  person,
  opened,
  onClose,
}: {
  person: TPerson;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('personData.eraseTitle', { name: person.name })}
      centered
      size="lg"
    >
      {opened && <EraseForm person={person} onClose={onClose} />}
    </Modal>
  );
}

function EraseForm({ person, onClose }: { person: TPerson; onClose: () => void }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const erase = useErasePerson();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  if (erase.data)
    return (
      <Stack gap="md">
        <Alert color="green" variant="light">
          {t('personData.erased', { name: person.name })}
        </Alert>
        <KeptRecord erasure={erase.data} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== person.email.toLowerCase()) return setMismatch(true);
    erase.mutate(person.uuid);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('personData.eraseExplain')}</Text>
        {erase.isError && (
          <Alert color="red" variant="light">
            {errorText(erase.error)}
          </Alert>
        )}
        <TextInput
          label={t('personData.typeEmail', { email: person.email })}
          data-autofocus
          autoComplete="off"
          value={typed}
          error={mismatch ? t('personData.emailMismatch') : undefined}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            setMismatch(false);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={erase.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('personData.eraseConfirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
