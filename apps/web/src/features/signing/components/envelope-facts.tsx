import type { TEnvelope } from '@ledgerport/contract';
import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';
import { ProgressBadge } from './progress-badge.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What the envelope is and where it stands: company, status, dates, the identity check and the order. */
export function EnvelopeFacts({ envelope }: { envelope: TEnvelope }) {
  const { t } = useTranslation();
  const { day, dateTime } = useFormats();
  const heading = useId();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={heading}>
      <Title id={heading} order={2} size="h4" mb="sm">
        {t('signing.envelope.details')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
        <Fact label={t('signing.columns.company')}>{envelope.company_name}</Fact>
        <Fact label={t('signing.columns.status')}>
          <ProgressBadge progress={envelope.progress} />
        </Fact>
        <Fact label={t('signing.columns.due')}>
          {envelope.due_date ? day(envelope.due_date) : t('signing.envelope.noDue')}
        </Fact>
        <Fact label={t('signing.envelope.expires')}>{dateTime(envelope.expires_at)}</Fact>
        <Fact label={t('signing.prepare.verification')}>
          {t(`signing.prepare.verifications.${envelope.verification}`)}
        </Fact>
        <Fact label={t('signing.prepare.order')}>{t(`signing.prepare.orders.${envelope.order}`)}</Fact>
        {envelope.sent_at && <Fact label={t('signing.envelope.sentAt')}>{dateTime(envelope.sent_at)}</Fact>}
        {envelope.completed_at && (
          <Fact label={t('signing.envelope.completedAt')}>{dateTime(envelope.completed_at)}</Fact>
        )}
        {envelope.created_by_name && <Fact label={t('signing.envelope.createdBy')}>{envelope.created_by_name}</Fact>}
      </SimpleGrid>
      {envelope.voided_reason && (
        <Alert color="gray" variant="light" mt="md" title={t('signing.envelope.voidedReason')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {envelope.voided_reason}
          </Text>
        </Alert>
      )}
    </Card>
  );
}
