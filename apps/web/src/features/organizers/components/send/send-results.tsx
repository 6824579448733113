import { paths, type TSendOrganizerResult } from '@ledgerport/contract';
import { Anchor, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type TSendResultsProps = { result: TSendOrganizerResult; names: Record<string, string>; onClose: () => void };

/** What a send made: an organizer per company (opened from here), and the companies skipped with why. */
export function SendResults({ result, names, onClose }: TSendResultsProps) {
  const { t } = useTranslation();
  const nameOf = (uuid: string) => names[uuid] ?? uuid;
  return (
    <Stack gap="md">
      <Text size="sm" fw={500} role="status">
        {t('organizers.send.sentCount', { count: result.sent.length })}
      </Text>
      {result.sent.length > 0 && (
        <List size="sm" spacing={4} aria-label={t('organizers.send.sentList')}>
          {result.sent.map((sent) => (
            <List.Item key={sent.organizer_uuid}>
              <Group gap={6}>
                <Anchor component={Link} to={paths.organizerReview(sent.tenant_uuid, sent.organizer_uuid)} size="sm">
                  {nameOf(sent.tenant_uuid)}
                </Anchor>
                {sent.rolled_forward && (
                  <Badge size="xs" variant="light" tt="none">
                    {t('organizers.send.rolledForward')}
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {result.skipped.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            {t('organizers.send.skippedCount', { count: result.skipped.length })}
          </Text>
          <List size="sm" spacing={4} aria-label={t('organizers.send.skippedList')}>
            {result.skipped.map((skipped) => (
              <List.Item key={skipped.tenant_uuid}>
                {t('organizers.send.skippedItem', {
                  name: nameOf(skipped.tenant_uuid),
                  reason: t(`organizers.send.reasons.${skipped.reason}`),
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Stack>
  );
}
