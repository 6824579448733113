import type { TOutboxMessage, TOutboxMessageDetail } from '@ledgerport/contract';
import { Alert, Code, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useOutboxMessage } from '../api/get-outbox-message.ts';
import { CopyLink } from './copy-link.tsx';
import { findLinks } from './find-links.ts';
import { OutboxStatusBadge } from './outbox-status-badge.tsx';

type TOutboxMessageModalProps = { message: TOutboxMessage | null; onClose: () => void };

/** One e-mail as it was sent. Only the text body is shown: the HTML body is never rendered here. */
export function OutboxMessageModal({ message, onClose }: TOutboxMessageModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={message?.subject ?? ''}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {message && <MessageBody id={message.id} />}
    </Modal>
  );
}

function MessageBody({ id }: { id: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const detail = useOutboxMessage(id);
  if (detail.isError)
    return (
      <Alert color="red" variant="light">
        {errorText(detail.error)}
      </Alert>
    );
  if (!detail.data) return <Skeleton height={240} radius="md" aria-label={t('common.loading')} />;
  return <MessageDetail message={detail.data} />;
}

function MessageDetail({ message }: { message: TOutboxMessageDetail }) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const links = findLinks(message.text_body);
  const fact = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {fact(t('outbox.columns.to'), message.to_address)}
        {fact(t('outbox.columns.template'), `${message.template} (${message.locale})`)}
        {fact(t('outbox.columns.created'), dateTime(message.created_at))}
        {fact(t('outbox.detail.sentAt'), message.sent_at ? dateTime(message.sent_at) : '—')}
        {fact(t('outbox.detail.attempts'), String(message.attempts))}
        {message.reply_to && fact(t('outbox.detail.replyTo'), message.reply_to)}
        <Group gap="xs">
          <OutboxStatusBadge status={message.status} />
          {message.delivered_via && <Text size="sm">{t(`outbox.via.${message.delivered_via}`)}</Text>}
        </Group>
      </SimpleGrid>
      {message.status === 'FAILED' && message.last_error && (
        <Alert color="red" variant="light" title={t('outbox.detail.lastError')}>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {message.last_error}
          </Text>
        </Alert>
      )}
      {links.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('outbox.detail.links')}
          </Title>
          {links.map((link, index) => (
            <CopyLink key={link} link={link} label={t('outbox.detail.linkLabel', { n: index + 1 })} />
          ))}
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('outbox.detail.body')}
        </Title>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {message.text_body}
        </Code>
      </Stack>
    </Stack>
  );
}
