import type { TAuditChanges, TAuditEvent } from '@ledgerport/contract';
import { Code, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';
import { AuditResultBadge } from './audit-result-badge.tsx';
import { useAuditWords } from './audit-words.ts';

type TAuditEventModalProps = { event: TAuditEvent | null; onClose: () => void };

/**
 * One event in full: who, where from (address and the browser's own description), what it was about and, for a
 * change, each field before and after. A modal: focus moves into it, Escape closes it, and focus returns to the
 * row's button.
 */
export function AuditEventModal({ event, onClose }: TAuditEventModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={event ? t(`audit.actions.${event.action}`) : t('audit.detail.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {event && <EventDetail event={event} />}
    </Modal>
  );
}

function EventDetail({ event }: { event: TAuditEvent }) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const words = useAuditWords();
  const target = words.target(event);
  const none = t('audit.none');
  const fact = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </div>
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {fact(t('audit.columns.when'), dateTime(event.at, { seconds: true }))}
        {fact(
          t('audit.columns.result'),
          <Group gap="xs">
            <AuditResultBadge result={event.result} />
            {event.detail && event.result !== 'OK' && <Text size="sm">{words.detail(event.detail)}</Text>}
          </Group>,
        )}
        {fact(t('audit.columns.who'), event.actor ? `${event.actor.name} (${event.actor.email})` : none)}
        {fact(t('audit.columns.tenant'), event.tenant?.name ?? none)}
        {fact(t('audit.columns.target'), target.text)}
        {target.id && fact(t('audit.detail.targetId'), <Code>{target.id}</Code>)}
        {event.target_name && fact(t('audit.detail.targetName'), event.target_name)}
        {fact(t('audit.columns.ip'), event.ip ?? none)}
        {fact(t('audit.detail.userAgent'), event.user_agent ?? none)}
        {event.detail && event.result === 'OK' && fact(t('audit.detail.note'), words.detail(event.detail))}
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('audit.detail.changes')}
        </Title>
        {event.changes ? (
          <ChangesTable changes={event.changes} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('audit.detail.noChanges')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

/** Field by field, before → after; a value the field did not have shows as "(empty)". */
function ChangesTable({ changes }: { changes: TAuditChanges }) {
  const { t } = useTranslation();
  const words = useAuditWords();
  const shown = (field: string, value: TAuditChanges[string]['from']) => {
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
      return (
        <Text span size="sm" c="dimmed">
          {t('audit.detail.empty')}
        </Text>
      );
    }
    return words.value(field, value);
  };
  return (
    <Table withTableBorder striped aria-label={t('audit.detail.changes')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('audit.detail.field')}</Table.Th>
          <Table.Th>{t('audit.detail.before')}</Table.Th>
          <Table.Th>{t('audit.detail.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Object.entries(changes).map(([field, { from, to }]) => (
          <Table.Tr key={field}>
            <Table.Td>{words.field(field)}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{shown(field, from)}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{shown(field, to)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
