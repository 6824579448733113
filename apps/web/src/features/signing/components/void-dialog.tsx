import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';

type TProps = {
  title: string | null;
  pending: boolean;
  error: unknown;
  onVoid: (reason: string) => void;
  onClose: () => void;
};

/** Withdrawing a sent envelope needs a reason: the signers and the audit trail read it. */
export function VoidDialog({ title, pending, error, onVoid, onClose }: TProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [reason, setReason] = useState('');
  return (
    <Modal opened={title !== null} onClose={onClose} title={t('signing.void.title', { title })} centered>
      <Stack gap="md">
        <Textarea
          label={t('signing.void.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
          data-autofocus
        />
        {error != null && (
          <Alert color="red" variant="light">
            {errorText(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={pending} disabled={!reason.trim()} onClick={() => onVoid(reason.trim())}>
            {t('signing.void.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
