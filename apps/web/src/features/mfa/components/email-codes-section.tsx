import { Badge, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useRemoveEmailFactor } from '../api/remove-email-factor.ts';
import { EmailFactorSetup } from './email-factor-setup.tsx';
import { SectionCard } from './section-card.tsx';

type TEmailCodesSectionProps = { enabled: boolean; onNewCodes: (codes: string[]) => void };

/** Codes by e-mail (clients): set them up, or stop them (after asking). */
export function EmailCodesSection({ enabled, onNewCodes }: TEmailCodesSectionProps) {
  const { t } = useTranslation();
  const remove = useRemoveEmailFactor();
  const [settingUp, setSettingUp] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const badge = enabled ? (
    <Badge color="green" variant="light">
      {t('mfa.status.on')}
    </Badge>
  ) : null;

  return (
    <SectionCard title={t('mfa.email.title')} description={t('mfa.email.description')} badge={badge}>
      {settingUp ? (
        <EmailFactorSetup
          onCancel={() => setSettingUp(false)}
          onEnrolled={(codes) => {
            setSettingUp(false);
            if (codes) onNewCodes(codes);
          }}
        />
      ) : (
        <Group justify="flex-end">
          {enabled ? (
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>
              {t('mfa.email.remove')}
            </Button>
          ) : (
            <Button onClick={() => setSettingUp(true)}>{t('mfa.email.setUp')}</Button>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('mfa.email.removeTitle')}
        confirmLabel={t('mfa.remove')}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onCancel={() => {
          setConfirming(false);
          remove.reset();
        }}
        pending={remove.isPending}
        error={remove.error}
      >
        {t('mfa.email.removeText')}
      </ConfirmDialog>
    </SectionCard>
  );
}
