import type { TMessageThread } from '@ledgerport/contract';
import { Alert, Button, Group, Paper, Select, Stack, Switch, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavedReplies } from '../api/saved-replies.ts';
import type { TNewMessage } from '../api/thread-messages.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { useSaveErrors } from './field-errors.ts';

type TComposerProps = {
  thread: TMessageThread;
  isStaff: boolean;
  onSend: (message: TNewMessage, done: () => void) => void;
  pending: boolean;
  error: unknown;
};

/**
 * Writing in a thread: the text (Ctrl/Cmd+Enter sends), files, and for staff an internal note switch and the
 * firm's saved replies, each inserted where the text ends.
 */
export function Composer({ thread, isStaff, onSend, pending, error }: TComposerProps) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [emptyTried, setEmptyTried] = useState(false);
  const replies = useSavedReplies(isStaff);
  const { byField, general } = useSaveErrors(error, ['body']);

  const send = () => {
    if (pending) return;
    if (!body.trim()) {
      setEmptyTried(true);
      return;
    }
    setEmptyTried(false);
    onSend({ body, internal, files }, () => {
      setBody('');
      setFiles([]);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p="sm"
      bg={internal ? 'yellow.0' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      noValidate
    >
      <Stack gap="xs">
        {general && (
          <Alert color="red" variant="light">
            {general}
          </Alert>
        )}
        <Textarea
          label={internal ? t('messages.composer.internalLabel') : t('messages.composer.label')}
          description={t('messages.composer.hint')}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={3}
          maxRows={12}
          error={emptyTried ? t('errors.rules.messageRequired') : byField.body}
        />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            {thread.can_attach && <AttachmentPicker files={files} onChange={setFiles} disabled={pending} />}
            {isStaff && (replies.data?.data.length ?? 0) > 0 && (
              <Select
                size="xs"
                aria-label={t('messages.savedReplies.pick')}
                placeholder={t('messages.savedReplies.pick')}
                data={(replies.data?.data ?? []).map((reply) => ({ value: reply.uuid, label: reply.title }))}
                value={null}
                searchable
                onChange={(uuid) => {
                  const reply = replies.data?.data.find((r) => r.uuid === uuid);
                  if (reply) setBody((old) => (old.trim() ? `${old}\n\n${reply.body}` : reply.body));
                }}
                w={200}
              />
            )}
            {thread.can_write_internal && (
              <Switch
                color="yellow"
                label={t('messages.composer.internal')}
                checked={internal}
                onChange={(event) => setInternal(event.currentTarget.checked)}
              />
            )}
          </Group>
          <Button type="submit" loading={pending} leftSection={<IconSend size={16} aria-hidden />}>
            {internal ? t('messages.composer.sendInternal') : t('messages.composer.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
