import type { TClientAsk } from '@ledgerport/contract';
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { folderLabel } from '../../../lib/folder-names.ts';
import { useFormats } from '../../../lib/formats.ts';
import { AskAction } from './ask-action.tsx';

const COLOR: Record<TClientAsk['urgency'], string> = {
  OVERDUE: 'red',
  RETURNED: 'orange',
  NEEDS_ATTENTION: 'orange',
  OPEN: 'blue',
};

/** The item's own id: its request's, its document's or its envelope's. */
export const askId = (ask: TClientAsk) =>
  ask.type === 'request' ? ask.request_uuid : ask.type === 'document' ? ask.document_uuid : ask.envelope_uuid;

const noteOf = (ask: TClientAsk) =>
  ask.type === 'request' ? ask.return_note : ask.type === 'document' ? ask.note : null;

/** What is asked, in which company, why it is on the list (its urgency), the firm's note and the way to act. */
export function AskCard({ ask }: { ask: TClientAsk }) {
  const { t } = useTranslation();
  const name = ask.type === 'document' ? ask.name : ask.title;
  const note = noteOf(ask);
  const headingId = `ask-${askId(ask)}`;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      style={ask.urgency === 'OVERDUE' ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Badge color={COLOR[ask.urgency]} variant="light" style={{ flexShrink: 0 }}>
            {t(`clientAsks.urgency.${ask.urgency}`)}
          </Badge>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {ask.tenant_name}
          </Text>
        </Group>
        <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <AskFacts ask={ask} />
        {note && (
          <Alert color="orange" variant="light" title={t('clientAsks.noteTitle')} p="xs">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <AskAction ask={ask} name={name} />
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * A request's kind, period and due day; a document's folder and when the firm marked it; an envelope's due day,
 * or without one the day it can be signed until.
 */
function AskFacts({ ask }: { ask: TClientAsk }) {
  const { t } = useTranslation();
  const { day, date } = useFormats();
  const overdue = ask.urgency === 'OVERDUE';
  if (ask.type === 'signature') {
    return (
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('clientAsks.signatureAsked')}
        </Text>
        {ask.due_on ? (
          <Text size="sm" c={overdue ? 'red' : undefined} fw={overdue ? 600 : undefined}>
            {t('requests.dueOn', { day: day(ask.due_on) })}
          </Text>
        ) : (
          ask.expires_at && (
            <Text size="sm" c="dimmed">
              {t('clientAsks.signUntil', { date: date(ask.expires_at) })}
            </Text>
          )
        )}
      </Group>
    );
  }
  if (ask.type === 'document') {
    const folder = ask.folder
      .split('/')
      .map((segment) => folderLabel(t, segment))
      .join(' / ');
    return (
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {folder ? t('clientAsks.inFolder', { folder }) : t('clientAsks.inTopFolder')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('clientAsks.markedOn', { date: date(ask.marked_at) })}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t(`requests.kinds.${ask.kind}`)}
      </Text>
      {ask.period_start && ask.period_end && (
        <Text size="sm" c="dimmed">
          {t('requests.periodOf', { from: day(ask.period_start), to: day(ask.period_end) })}
        </Text>
      )}
      <Text size="sm" c={overdue ? 'red' : undefined} fw={overdue ? 600 : undefined}>
        {t('requests.dueOn', { day: day(ask.due_on) })}
      </Text>
    </Group>
  );
}
