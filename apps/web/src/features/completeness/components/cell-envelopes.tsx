import { paths, type TCellEnvelope } from '@ledgerport/contract';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../lib/formats.ts';

/**
 * A cell's envelopes (issue 31): each with its due day and how far it got, and a link to the company's
 * signatures, where staff remind, void or read it. Reminders to sign go out on their own schedule, so the
 * cell's Nudge is for requests alone.
 */
export function CellEnvelopes({ envelopes }: { envelopes: TCellEnvelope[] }) {
  const { t } = useTranslation();
  const { day } = useFormats();
  if (envelopes.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {t('completeness.panel.signatures')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {envelopes.map((envelope) => (
          <Paper key={envelope.uuid} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Anchor component={Link} to={paths.tenantSignatures(envelope.tenant_uuid)} fw={500}>
                  {envelope.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('completeness.panel.signature')} · {t('completeness.panel.due', { day: day(envelope.due_date) })}
                </Text>
              </Stack>
              <Badge
                color={envelope.overdue ? 'red' : envelope.status === 'completed' ? 'teal' : 'blue'}
                variant="light"
                style={{ flexShrink: 0 }}
              >
                {envelope.overdue
                  ? t('completeness.panel.overdue')
                  : envelope.status === 'completed'
                    ? t('completeness.panel.signedByAll')
                    : t('completeness.panel.signedOf', { signed: envelope.signed, signers: envelope.signers })}
              </Badge>
            </Group>
            {envelope.overdue && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('completeness.panel.signedOf', { signed: envelope.signed, signers: envelope.signers })}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
