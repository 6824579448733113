import type { TEnvelope, TEnvelopeSigner, TSignerStatus } from '@ledgerport/contract';
import { Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton, type TRowAction } from '../../../components/row-actions.tsx';
import { useFormats } from '../../../lib/formats.ts';

const COLORS: Record<TSignerStatus, string> = {
  waiting: 'gray',
  notified: 'blue',
  viewed: 'cyan',
  signed: 'green',
  declined: 'red',
  locked: 'orange',
};

/**
 * The signers a paper copy may be recorded for, as the server allows it: whoever's turn it is on a sent
 * envelope (every signer still to sign, or in sequential order the first of them), locked out or not.
 */
export function paperCopyDue(envelope: TEnvelope): TEnvelopeSigner[] {
  if (envelope.status !== 'sent') return [];
  const open = envelope.signers.filter((s) => s.status !== 'signed' && s.status !== 'declined');
  return envelope.order === 'sequential' ? open.slice(0, 1) : open;
}

type TProps = {
  envelope: TEnvelope;
  /** The signer's own action (a reminder), when staff may take it now. */
  actionOf: (signer: TEnvelopeSigner) => TRowAction | undefined;
  /** Opens the paper-copy dialog; null for staff who may not manage signatures. */
  onPaperCopy: ((signer: TEnvelopeSigner) => void) | null;
};

/** Each signer in order: where they stand, when they signed (or why they declined), and what staff can do. */
export function EnvelopeSigners({ envelope, actionOf, onPaperCopy }: TProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const heading = useId();
  const paperDue = new Set(paperCopyDue(envelope).map((s) => s.uuid));
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={heading}>
      <Title id={heading} order={2} size="h4" mb="sm">
        {t('signing.prepare.signers')}
      </Title>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={heading}>
        {envelope.signers.map((signer) => {
          const action = actionOf(signer);
          return (
            <Paper key={signer.uuid} component="li" withBorder radius="sm" p="sm" aria-label={signer.name}>
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={0} miw={0} style={{ flex: '1 1 12rem' }}>
                  <Text size="xs" c="dimmed">
                    {t('signing.prepare.signerN', { n: signer.position })}
                  </Text>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {signer.name}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {signer.email}
                  </Text>
                </Stack>
                <Badge color={COLORS[signer.status]} variant="light" tt="none" miw="max-content">
                  {t(`signing.signerStatus.${signer.status}`)}
                </Badge>
              </Group>
              {signer.signed_at && (
                <Text size="sm" mt={4}>
                  {t(signer.signed_on_paper ? 'signing.envelope.signedOnPaper' : 'signing.envelope.signedAt', {
                    when: dateTime(signer.signed_at),
                  })}
                </Text>
              )}
              {signer.declined_reason && (
                <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {t('signing.envelope.reason', { reason: signer.declined_reason })}
                </Text>
              )}
              {(action || (onPaperCopy && paperDue.has(signer.uuid))) && (
                <Group gap="xs" mt="xs">
                  {action && <RowActionButton action={action} />}
                  {onPaperCopy && paperDue.has(signer.uuid) && (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconFileUpload size={16} aria-hidden />}
                      aria-label={t('signing.paper.openFor', { name: signer.name })}
                      onClick={() => onPaperCopy(signer)}
                    >
                      {t('signing.paper.open')}
                    </Button>
                  )}
                </Group>
              )}
            </Paper>
          );
        })}
      </Stack>
    </Card>
  );
}
