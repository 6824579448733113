import type { THeldMessage } from '@ledgerport/contract';
import { Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';

const VERDICT_COLOR: Record<string, string> = { pass: 'green', fail: 'red', none: 'gray' };

/** One held e-mail: its company, sender, subject, why it is held, its SPF/DKIM/DMARC verdicts and attachments. */
export function HeldMessageCard(props: { message: THeldMessage; onAccept: () => void; onReject: () => void }) {
  const { t } = useTranslation();
  const { dateTime, fileSize } = useFormats();
  const { message } = props;
  const sender = message.from_name ? `${message.from_name} <${message.from_address}>` : message.from_address;
  return (
    <Paper withBorder radius="md" p="md" aria-label={message.subject || sender}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {message.subject || t('inboundMail.noSubject')}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('inboundMail.from', { sender })}
            </Text>
            <Text size="sm" c="dimmed">
              {message.request_title
                ? t('inboundMail.toRequest', { company: message.tenant_name, request: message.request_title })
                : t('inboundMail.toCompany', { company: message.tenant_name })}
              {' · '}
              {dateTime(message.received_at)}
            </Text>
          </Stack>
          <Badge color={message.hold_reason === 'DMARC_FAIL' ? 'red' : 'orange'} variant="light" tt="none">
            {t(`inboundMail.reasons.${message.hold_reason}`)}
          </Badge>
        </Group>
        <Group gap="xs" aria-label={t('inboundMail.verdicts')}>
          {(['spf', 'dkim', 'dmarc'] as const).map((check) => (
            <Badge key={check} variant="outline" tt="none" color={VERDICT_COLOR[message.verdicts[check]] ?? 'yellow'}>
              {`${check.toUpperCase()}: ${message.verdicts[check]}`}
            </Badge>
          ))}
        </Group>
        <List size="sm" spacing={2} icon={<IconPaperclip size={14} aria-hidden />}>
          {message.attachments.map((file) => (
            <List.Item key={file.name}>
              <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>{' '}
              <Text span size="xs" c="dimmed">
                {fileSize(file.size)}
              </Text>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" leftSection={<IconTrash size={16} aria-hidden />} onClick={props.onReject}>
            {t('inboundMail.reject')}
          </Button>
          <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={props.onAccept}>
            {t('inboundMail.accept')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
