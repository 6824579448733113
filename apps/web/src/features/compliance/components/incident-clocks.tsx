import { FTC_NOTICE_DAYS, FTC_NOTICE_THRESHOLD, type TIncidentDetail } from '@ledgerport/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';

type TClockProps = {
  incident: TIncidentDetail;
  /** Records the notice or the report as made now. */
  onRecord: (field: 'ftc_notified_at' | 'liaison_notified_at') => void;
  pending: boolean;
};

/**
 * The notice clocks: the FTC's 30 days when 500 or more consumers are affected (16 CFR 314.4(j)), and the IRS
 * Stakeholder Liaison, to be told of any data theft. Each says when it was recorded as done.
 */
export function IncidentClocks({ incident, onRecord, pending }: TClockProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  return (
    <Stack gap="sm">
      {incident.ftc_notice_due_at &&
        (incident.ftc_notified_at ? (
          <Alert color="green" variant="light" title={t('compliance.incident.ftcTitle')}>
            {t('compliance.incident.ftcNotified', { when: dateTime(incident.ftc_notified_at) })}
          </Alert>
        ) : (
          <Alert
            color={incident.ftc_notice_overdue ? 'red' : 'orange'}
            variant="light"
            title={t('compliance.incident.ftcTitle')}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t(incident.ftc_notice_overdue ? 'compliance.incident.ftcOverdue' : 'compliance.incident.ftcDue', {
                  when: dateTime(incident.ftc_notice_due_at),
                  days: FTC_NOTICE_DAYS,
                  threshold: FTC_NOTICE_THRESHOLD,
                })}
              </Text>
              <Button size="xs" variant="light" loading={pending} onClick={() => onRecord('ftc_notified_at')}>
                {t('compliance.incident.recordFtc')}
              </Button>
            </Stack>
          </Alert>
        ))}
      {incident.liaison_reminder ? (
        <Alert color="blue" variant="light" title={t('compliance.incident.liaisonTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('compliance.incident.liaisonReminder')}</Text>
            <Button size="xs" variant="light" loading={pending} onClick={() => onRecord('liaison_notified_at')}>
              {t('compliance.incident.recordLiaison')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        incident.liaison_notified_at && (
          <Text size="sm" c="dimmed">
            {t('compliance.incident.liaisonNotified', { when: dateTime(incident.liaison_notified_at) })}
          </Text>
        )
      )}
    </Stack>
  );
}
