import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';

type TReasonDialogProps = {
  opened: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  pending: boolean;
  error?: unknown;
};

/** Every records change carries a reason (it goes on the audit trail): asked here, before the change is made. */
export function ReasonDialog(props: TReasonDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      {/* A fresh form each time it opens: a reason typed for one change is not offered for the next. */}
      {props.opened && <ReasonForm {...props} />}
    </Modal>
  );
}

function ReasonForm(props: TReasonDialogProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    props.onConfirm(reason.trim());
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
          label={t('records.reason')}
          description={t('records.reasonHint')}
          required
          data-autofocus
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={missing ? t('errors.rules.reasonRequired') : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
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
