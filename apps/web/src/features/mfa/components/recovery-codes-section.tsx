import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes.ts';
import { SectionCard } from './section-card.tsx';

type TRecoveryCodesSectionProps = { left: number; onNewCodes: (codes: string[]) => void };

/** How many single-use codes are left, and new ones (the old ones stop working, so it asks first). */
export function RecoveryCodesSection({ left, onNewCodes }: TRecoveryCodesSectionProps) {
  const { t } = useTranslation();
  const renew = useRenewRecoveryCodes();
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    renew.reset();
  };
  const confirm = () =>
    renew.mutate(undefined, {
      onSuccess: ({ recovery_codes }) => {
        setConfirming(false);
        if (recovery_codes) onNewCodes(recovery_codes);
      },
    });

  return (
    <SectionCard title={t('mfa.codes.title')} description={t('mfa.codes.description')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c={left <= 2 ? 'red' : undefined} fw={left <= 2 ? 600 : undefined}>
          {t('mfa.codes.left', { count: left })}
        </Text>
        <Button variant="default" onClick={() => setConfirming(true)}>
          {t('mfa.codes.renew')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('mfa.codes.renewTitle')}
        confirmLabel={t('mfa.codes.renewConfirm')}
        onConfirm={confirm}
        onCancel={close}
        pending={renew.isPending}
        error={renew.error}
      >
        {t('mfa.codes.renewText')}
      </ConfirmDialog>
    </SectionCard>
  );
}
