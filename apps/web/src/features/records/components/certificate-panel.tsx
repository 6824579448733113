import type { TDisposalReview } from '@ledgerport/contract';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { downloadWithSession } from '../../../lib/file-download/download-with-session.ts';
import { useFormats } from '../../../lib/formats.ts';
import { certificatePath, useCertificateCounts } from '../api/disposals.ts';

/** A done review: what went and what a hold kept, and its signed certificate as PDF and as JSON. */
export function CertificatePanel({ review }: { review: TDisposalReview }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { dateTime } = useFormats();
  const counts = useCertificateCounts(review.uuid, true);
  const [busy, setBusy] = useState<'pdf' | 'json' | null>(null);
  const download = (format: 'pdf' | 'json') => {
    setBusy(format);
    downloadWithSession(certificatePath(review.uuid, format), `disposal-certificate-${review.uuid}.${format}`)
      .catch((error: unknown) => notifications.show({ color: 'red', message: errorText(error) }))
      .finally(() => setBusy(null));
  };
  return (
    <Card withBorder radius="md" padding="lg" mb="lg" component="section" aria-labelledby="certificate-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="certificate-title">
          {t('records.disposals.certificate.title')}
        </Title>
        {review.completed_at && (
          <Text size="sm">{t('records.disposals.certificate.completed', { time: dateTime(review.completed_at) })}</Text>
        )}
        {counts.data && (
          <Text size="sm">
            {t('records.disposals.certificate.disposed', { count: counts.data.disposed })}{' '}
            {t('records.disposals.certificate.held', { count: counts.data.held })}
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy === 'pdf'}
            onClick={() => download('pdf')}
          >
            {t('records.disposals.certificate.pdf')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy === 'json'}
            onClick={() => download('json')}
          >
            {t('records.disposals.certificate.json')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
