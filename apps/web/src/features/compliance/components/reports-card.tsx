import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useDownloadAnnualReport, useDownloadWisp } from '../api/compliance-reports.ts';

const FIRST_YEAR = 2000;

/** The annual written report (16 CFR 314.4(i)) for a chosen year, and the WISP, as PDFs made from live data. */
export function ReportsCard() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState<number>(thisYear);
  const annual = useDownloadAnnualReport();
  const wisp = useDownloadWisp();
  const onError = (error: Error) => notifications.show({ color: 'red', message: errorText(error) });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="reports-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="reports-title">
          {t('compliance.reports.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('compliance.reports.description')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label={t('compliance.reports.year')}
            value={year}
            onChange={(value) => setYear(typeof value === 'number' ? value : Number(value) || thisYear)}
            min={FIRST_YEAR}
            max={thisYear}
            allowDecimal={false}
            w={120}
          />
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={annual.isPending}
            onClick={() => annual.mutate(year, { onError })}
          >
            {t('compliance.reports.annual')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={wisp.isPending}
            onClick={() => wisp.mutate(undefined, { onError })}
          >
            {t('compliance.reports.wisp')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
