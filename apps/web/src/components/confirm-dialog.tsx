import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/error-text.ts';

type TConfirmDialogProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** The button that does it, e.g. "Remove": a red button, since what it does cannot be undone from here. */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending: boolean;
  /** Why the last attempt failed, shown inside the dialog so the user can try again or cancel. */
  error?: unknown;
};

/** Asks before a removal or reset: the question, then Cancel or the action. */
export function ConfirmDialog(props: TConfirmDialogProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Stack gap="md">
        <Text size="sm">{props.children}</Text>
        {props.error != null && (
          <Alert color="red" variant="light">
            {errorText(props.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={props.onConfirm} loading={props.pending} loaderProps={{ 'aria-hidden': true }}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
