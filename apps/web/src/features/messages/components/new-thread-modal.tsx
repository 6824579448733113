import { MESSAGE_LIMITS, type TThreadLinkKind } from '@ledgerport/contract';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartThread } from '../api/threads.ts';
import type { TMessageThread } from '@ledgerport/contract';
import { AttachmentPicker } from './attachment-picker.tsx';
import { useSaveErrors } from './field-errors.ts';

type TNewThreadModalProps = {
  tenantUuid: string;
  opened: boolean;
  /** What the conversation is about, when opened from a request, file, envelope or organizer. */
  link: { kind: TThreadLinkKind; uuid: string } | null;
  onClose: () => void;
  onStarted: (thread: TMessageThread) => void;
};

/** A new conversation: its subject, the first message and files, tied to the thing it was opened from. */
export function NewThreadModal(props: TNewThreadModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('messages.new.title')} centered size="lg">
      {/* Inside the modal: each opening starts an empty form (the content unmounts when closed). */}
      <NewThreadForm {...props} />
    </Modal>
  );
}

function NewThreadForm({ tenantUuid, link, onClose, onStarted }: TNewThreadModalProps) {
  const { t } = useTranslation();
  const start = useStartThread();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const { byField, general } = useSaveErrors(start.error, ['subject', 'body']);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!subject.trim() || !body.trim()) return;
    start.mutate({ tenantUuid, subject, body, link, files }, { onSuccess: onStarted });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {general && (
          <Alert color="red" variant="light">
            {general}
          </Alert>
        )}
        {link && (
          <Text size="sm" c="dimmed">
            {t('messages.new.about', { kind: t(`messages.linkKind.${link.kind}`) })}
          </Text>
        )}
        <TextInput
          label={t('messages.new.subject')}
          required
          maxLength={MESSAGE_LIMITS.subjectMax}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={tried && !subject.trim() ? t('errors.rules.subjectRequired') : byField.subject}
          data-autofocus
        />
        <Textarea
          label={t('messages.composer.label')}
          required
          autosize
          minRows={4}
          maxRows={12}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={tried && !body.trim() ? t('errors.rules.messageRequired') : byField.body}
        />
        <AttachmentPicker files={files} onChange={setFiles} disabled={start.isPending} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={start.isPending}>
            {t('messages.new.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
