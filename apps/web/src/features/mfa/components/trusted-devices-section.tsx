import type { TTrustedDevice } from '@ledgerport/contract';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { describeUserAgent } from '../../../lib/describe-user-agent.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useForgetTrustedDevice } from '../api/forget-trusted-device.ts';
import { SectionCard } from './section-card.tsx';

/** "Chrome on Windows", or the raw agent when neither part is recognised. */
function useDeviceName() {
  const { t } = useTranslation();
  return (device: TTrustedDevice) => {
    const { browser, os } = describeUserAgent(device.user_agent);
    if (!browser && !os) return device.user_agent || t('mfa.devices.unknownDevice');
    if (!os) return browser!;
    return t('mfa.devices.browserOn', { browser: browser ?? t('mfa.devices.unknownBrowser'), os });
  };
}

/** Browsers that skip the second step for 30 days; forgetting one asks for it there again. */
export function TrustedDevicesSection({ devices }: { devices: TTrustedDevice[] }) {
  const { t } = useTranslation();
  const { dateTime, date } = useFormats();
  const forget = useForgetTrustedDevice();
  const deviceName = useDeviceName();
  const [pending, setPending] = useState<TTrustedDevice | null>(null);
  const close = () => {
    setPending(null);
    forget.reset();
  };

  return (
    <SectionCard title={t('mfa.devices.title')} description={t('mfa.devices.description')}>
      {devices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mfa.devices.none')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {devices.map((device) => (
            <Card key={device.id} component="li" withBorder radius="md" padding="sm" aria-label={deviceName(device)}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <IconDeviceDesktop size={16} aria-hidden />
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {deviceName(device)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {[
                      device.ip,
                      t('mfa.lastUsed', { when: dateTime(device.last_used_at) }),
                      t('mfa.devices.until', { when: date(device.expires_at) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <Button variant="light" color="red" size="xs" onClick={() => setPending(device)}>
                  {t('mfa.devices.forget')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={t('mfa.devices.forgetTitle')}
        confirmLabel={t('mfa.devices.forget')}
        onConfirm={() => pending && forget.mutate(pending.id, { onSuccess: () => setPending(null) })}
        onCancel={close}
        pending={forget.isPending}
        error={forget.error}
      >
        {pending && t('mfa.devices.forgetText', { device: deviceName(pending) })}
      </ConfirmDialog>
    </SectionCard>
  );
}
