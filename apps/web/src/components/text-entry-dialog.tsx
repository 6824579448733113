import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/error-text.ts';

export type TTextEntryDialogProps = {
  opened: boolean;
  title: string;
  /** What the action does, above the text box. */
  children?: ReactNode;
  label: string;
  hint: string;
  /** Said when the text is left empty (the text is required). */
  requiredText: string;
  confirmLabel: string;
  maxLength: number;
  minRows?: number;
  onConfirm: (text: string) => void;
  onCancel: () => void;
  pending: boolean;
  error?: unknown;
};

/**
 * An action that needs a few words first: a reason or a note that goes on the audit trail. Asked before the
 * action is taken; a fresh text each time it opens.
 */
export function TextEntryDialog(props: TTextEntryDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      {props.opened && <TextEntryForm {...props} />}
    </Modal>
  );
}

function TextEntryForm(props: TTextEntryDialogProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setMissing(true);
    props.onConfirm(text.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {props.children && <Text size="sm">{props.children}</Text>}
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
          minRows={props.minRows ?? 2}
          maxLength={props.maxLength}
          value={text}
          error={missing ? props.requiredText : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setMissing(false);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={props.pending} loaderProps={{ 'aria-hidden': true }}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
