import type { TPasskey } from '@ledgerport/contract';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { browserHasPasskeys } from '../../../lib/browser-has-passkeys.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useRemovePasskey } from '../api/remove-passkey.ts';
import { PasskeySetup } from './passkey-setup.tsx';
import { SectionCard } from './section-card.tsx';

type TPasskeysSectionProps = { passkeys: TPasskey[]; onNewCodes: (codes: string[]) => void };

/** The user's passkeys (name, added, last used), each removable after asking, and a form to add one. */
export function PasskeysSection({ passkeys, onNewCodes }: TPasskeysSectionProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const remove = useRemovePasskey();
  const [pending, setPending] = useState<TPasskey | null>(null);
  const close = () => {
    setPending(null);
    remove.reset();
  };

  return (
    <SectionCard title={t('mfa.passkeys.title')} description={t('mfa.passkeys.description')}>
      {passkeys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mfa.passkeys.none')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {passkeys.map((passkey) => (
            <Card key={passkey.id} component="li" withBorder radius="md" padding="sm" aria-label={passkey.name}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <IconKey size={16} aria-hidden />
                    <Text fw={500}>{passkey.name}</Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('mfa.added', { when: dateTime(passkey.created_at) })}
                    {' · '}
                    {passkey.last_used_at
                      ? t('mfa.lastUsed', { when: dateTime(passkey.last_used_at) })
                      : t('mfa.neverUsed')}
                  </Text>
                </Stack>
                <Button variant="light" color="red" size="xs" onClick={() => setPending(passkey)}>
                  {t('mfa.remove')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {browserHasPasskeys() ? (
        <PasskeySetup onEnrolled={(codes) => codes && onNewCodes(codes)} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('mfa.passkeys.unsupported')}
        </Text>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={t('mfa.passkeys.removeTitle')}
        confirmLabel={t('mfa.remove')}
        onConfirm={() => pending && remove.mutate(pending.id, { onSuccess: () => setPending(null) })}
        onCancel={close}
        pending={remove.isPending}
        error={remove.error}
      >
        {pending && t('mfa.passkeys.removeText', { name: pending.name })}
      </ConfirmDialog>
    </SectionCard>
  );
}
