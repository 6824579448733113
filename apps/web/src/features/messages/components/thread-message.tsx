import { paths, type TThreadMessage } from '@ledgerport/contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock, IconMail, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../lib/formats.ts';
import { MessageBody } from './message-body.tsx';

/** The folder every message attachment lands in (the contract: the company's "Messages" folder). */
const MESSAGES_FOLDER = 'Messages';

type TThreadMessageProps = {
  tenantUuid: string;
  message: TThreadMessage;
  onEdit: (message: TThreadMessage) => void;
  onDelete: (message: TThreadMessage) => void;
  onRemove: (message: TThreadMessage) => void;
};

/**
 * One message: who wrote it and from which side, when, the text, its files (opening the folder view at the
 * file, where it is previewed or downloaded as any other), and the marks: by e-mail, edited, internal, removed.
 */
export function ThreadMessage({ tenantUuid, message, onEdit, onDelete, onRemove }: TThreadMessageProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const firm = message.author.side === 'FIRM';
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      aria-label={t('messages.messageBy', { name: message.author.name })}
      data-internal={message.internal || undefined}
      bg={message.internal ? 'yellow.0' : firm ? 'blue.0' : undefined}
      style={message.internal ? { borderColor: 'var(--mantine-color-yellow-6)', borderStyle: 'dashed' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {message.author.name}
            </Text>
            <Badge size="xs" variant="light" color={firm ? 'blue' : 'gray'}>
              {t(`messages.side.${message.author.side}`)}
            </Badge>
            {message.via_email && (
              <Badge size="xs" variant="outline" color="gray" leftSection={<IconMail size={10} aria-hidden />}>
                {t('messages.viaEmail')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
            {formats.dateTime(message.created_at)}
            {message.edited_at && ` · ${t('messages.edited')}`}
          </Text>
        </Group>
        {message.internal && (
          <Group gap={4}>
            <IconLock size={14} aria-hidden color="var(--mantine-color-yellow-8)" />
            <Text size="xs" fw={600} c="yellow.9">
              {t('messages.internalNoteLabel')}
            </Text>
          </Group>
        )}
        {message.removed ? (
          <Text size="sm" fs="italic" c="dimmed">
            {t('messages.removedTrace', { name: message.removed.by, reason: message.removed.reason })}
          </Text>
        ) : (
          <>
            <MessageBody message={message} />
            {message.attachments.length > 0 && (
              <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {message.attachments.map((file) => (
                  <li key={file.file_uuid}>
                    <Anchor
                      component={Link}
                      to={paths.companyFile(tenantUuid, MESSAGES_FOLDER, file.name)}
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      <IconPaperclip size={14} aria-hidden /> {file.name} ({formats.fileSize(file.size)})
                    </Anchor>
                  </li>
                ))}
              </Stack>
            )}
          </>
        )}
        {(message.can_change || message.can_remove) && (
          <Group gap="xs" justify="flex-end">
            {message.can_change && (
              <>
                <Button size="compact-xs" variant="subtle" onClick={() => onEdit(message)}>
                  {t('messages.edit')}
                </Button>
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(message)}>
                  {t('messages.delete')}
                </Button>
              </>
            )}
            {message.can_remove && (
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRemove(message)}>
                {t('messages.remove')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
