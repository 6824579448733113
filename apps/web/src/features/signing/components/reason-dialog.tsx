import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';

type TProps = {
  /** The dialog's title; null: closed. */
  title: string | null;
  label: string;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** An action that needs a reason others read (void by staff, decline by a signer). */
export function ReasonDialog({ title, label, confirmLabel, pending, error, onConfirm, onClose }: TProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [reason, setReason] = useState('');
  return (
    <Modal opened={title !== null} onClose={onClose} title={title ?? ''} centered>
      <Stack gap="md">
        <Textarea
          label={label}
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
          <Button color="red" loading={pending} disabled={!reason.trim()} onClick={() => onConfirm(reason.trim())}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
