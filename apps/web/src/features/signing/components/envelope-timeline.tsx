import { SIGNING_MAX_FAILURES, type TEnvelopeEvent } from '@ledgerport/contract';
import { Alert, Card, Loader, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { envelopeEventsQueryOptions } from '../api/get-envelope-events.ts';

/** The step's details worth a line: who, by which staff member, how, from where. */
function detailsOf(t: TFunction, event: TEnvelopeEvent): string[] {
  const parts: string[] = [];
  if (event.signer) parts.push(event.signer.name);
  if (event.by_name) parts.push(t('signing.events.by', { name: event.by_name }));
  if (event.channel) parts.push(t(`signing.events.channels.${event.channel}`));
  if (event.method) parts.push(t(`signing.prepare.verifications.${event.method}`));
  if (event.failures !== null) {
    parts.push(t('signing.events.attempt', { attempt: event.failures, max: SIGNING_MAX_FAILURES }));
  }
  if (event.adopted) parts.push(t(`signing.events.adopted.${event.adopted}`));
  if (event.ip) parts.push(t('signing.events.ip', { ip: event.ip }));
  return parts;
}

/** Everything that happened to the envelope, oldest first, each at its time in the user's own zone. */
export function EnvelopeTimeline({ tenantUuid, envelopeUuid }: { tenantUuid: string; envelopeUuid: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { dateTime } = useFormats();
  const heading = useId();
  const events = useQuery(envelopeEventsQueryOptions(tenantUuid, envelopeUuid));
  const list = events.data?.data ?? [];
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={heading}>
      <Title id={heading} order={2} size="h4" mb="md">
        {t('signing.envelope.timeline')}
      </Title>
      {events.isError ? (
        <Alert color="red" variant="light">
          {errorText(events.error)}
        </Alert>
      ) : !events.data ? (
        <Loader size="sm" />
      ) : (
        <Timeline active={list.length - 1} bulletSize={14} lineWidth={2} role="list" aria-labelledby={heading}>
          {list.map((event) => {
            const details = detailsOf(t, event);
            return (
              <Timeline.Item key={event.seq} role="listitem" title={t(`signing.events.types.${event.type}`)}>
                {details.length > 0 && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {details.join(' · ')}
                  </Text>
                )}
                {event.reason && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    {t('signing.envelope.reason', { reason: event.reason })}
                  </Text>
                )}
                <Text component="time" dateTime={event.at} size="xs" c="dimmed">
                  {dateTime(event.at, { seconds: true })}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Card>
  );
}
