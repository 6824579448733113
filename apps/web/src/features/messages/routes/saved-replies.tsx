import { MESSAGE_LIMITS, paths, type TSavedReply } from '@ledgerport/contract';
import { Alert, Button, Card, Group, Modal, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useDeleteSavedReply, useSavedReplies, useSaveSavedReply } from '../api/saved-replies.ts';
import { useSaveErrors } from '../components/field-errors.ts';

/** /inbox/saved-replies: the firm's shared answers, inserted into a message with the composer's picker. */
export function SavedRepliesRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const replies = useSavedReplies();
  const remove = useDeleteSavedReply();
  const [editing, setEditing] = useState<TSavedReply | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TSavedReply | null>(null);

  return (
    <>
      <PageHeader
        title={t('messages.pages.savedReplies')}
        crumbs={[
          { label: t('pages.dashboard'), to: paths.dashboard },
          { label: t('messages.pages.messageInbox'), to: paths.messageInbox },
          { label: t('messages.pages.savedReplies') },
        ]}
      >
        <Text c="dimmed">{t('messages.savedReplies.intro')}</Text>
      </PageHeader>
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Group justify="flex-end">
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('messages.savedReplies.add')}
            </Button>
          </Group>
          {replies.isError && (
            <Alert color="red" variant="light">
              {errorText(replies.error)}
            </Alert>
          )}
          {replies.data?.data.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              {t('messages.savedReplies.none')}
            </Text>
          )}
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {replies.data?.data.map((reply) => (
              <Paper component="li" key={reply.uuid} withBorder radius="md" p="sm" aria-label={reply.title}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600}>{reply.title}</Text>
                    <Text
                      size="sm"
                      c="dimmed"
                      lineClamp={3}
                      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {reply.body}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => setEditing(reply)}>
                      {t('messages.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => {
                        remove.reset();
                        setDeleting(reply);
                      }}
                    >
                      {t('messages.delete')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      </Card>
      <SavedReplyDialog reply={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('messages.savedReplies.deleteTitle')}
        confirmLabel={t('messages.delete')}
        onCancel={() => setDeleting(null)}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(deleting.uuid, { onSuccess: () => setDeleting(null) })}
      >
        {t('messages.savedReplies.deleteMessage', { title: deleting?.title ?? '' })}
      </ConfirmDialog>
    </>
  );
}

type TSavedReplyDialogProps = { reply: TSavedReply | 'new' | null; onClose: () => void };

function SavedReplyDialog({ reply, onClose }: TSavedReplyDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={reply !== null}
      onClose={onClose}
      centered
      title={reply === 'new' ? t('messages.savedReplies.add') : t('messages.savedReplies.editTitle')}
    >
      {/* The form starts from the reply at each opening (the modal's content unmounts when closed). */}
      {reply !== null && <SavedReplyForm reply={reply} onClose={onClose} />}
    </Modal>
  );
}

function SavedReplyForm({ reply, onClose }: { reply: TSavedReply | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSavedReply();
  const [title, setTitle] = useState(reply === 'new' ? '' : reply.title);
  const [body, setBody] = useState(reply === 'new' ? '' : reply.body);
  const [tried, setTried] = useState(false);
  const { byField, general } = useSaveErrors(save.error, ['title', 'body']);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!title.trim() || !body.trim()) return;
    save.mutate({ uuid: reply === 'new' ? undefined : reply.uuid, title, body }, { onSuccess: onClose });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {general && (
          <Alert color="red" variant="light">
            {general}
          </Alert>
        )}
        <TextInput
          label={t('messages.savedReplies.titleLabel')}
          required
          maxLength={MESSAGE_LIMITS.savedReplyTitleMax}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={tried && !title.trim() ? t('errors.rules.nameRequired') : byField.title}
          data-autofocus
        />
        <Textarea
          label={t('messages.savedReplies.bodyLabel')}
          required
          autosize
          minRows={4}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={tried && !body.trim() ? t('errors.rules.messageRequired') : byField.body}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('messages.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
