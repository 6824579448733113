import type { TThreadMessage } from '@ledgerport/contract';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveErrors } from './field-errors.ts';

type TTextDialogProps = {
  opened: boolean;
  title: string;
  label: string;
  confirmLabel: string;
  /** The text to start from (the message being edited); empty for a reason. */
  initial: string;
  /** The server's field the text goes to, for its error beside the box. */
  field: 'body' | 'reason';
  emptyError: string;
  danger?: boolean;
  onConfirm: (text: string) => void;
  onCancel: () => void;
  pending: boolean;
  error: unknown;
};

/** One text asked for in a dialog: a message's new wording, or why staff remove a message. */
export function TextDialog(props: TTextDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      {/* Inside the modal, the text starts afresh at each opening (its content unmounts when closed). */}
      <TextDialogBody {...props} />
    </Modal>
  );
}

function TextDialogBody(props: TTextDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.initial);
  const [emptyTried, setEmptyTried] = useState(false);
  const { byField, general } = useSaveErrors(props.error, [props.field]);
  const confirm = () => {
    if (!text.trim()) return setEmptyTried(true);
    props.onConfirm(text);
  };
  return (
    <Stack gap="md">
      {general && (
        <Alert color="red" variant="light">
          {general}
        </Alert>
      )}
      <Textarea
        label={props.label}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={3}
        data-autofocus
        error={emptyTried ? props.emptyError : byField[props.field]}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color={props.danger ? 'red' : undefined} loading={props.pending} onClick={confirm}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** The text of a message to edit: its HTML reduced to what the author typed (lines kept). */
export function plainTextOf(message: TThreadMessage): string {
  // DOMParser's document is inert: nothing in it loads or runs.
  const html = message.body_html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p>/gi, '\n\n');
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
