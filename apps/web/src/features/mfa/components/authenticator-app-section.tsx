import { Badge, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useRemoveTotp } from '../api/remove-totp.ts';
import { AuthenticatorAppSetup } from './authenticator-app-setup.tsx';
import { SectionCard } from './section-card.tsx';

type TAuthenticatorAppSectionProps = { enabled: boolean; onNewCodes: (codes: string[]) => void };

/** The authenticator app: set it up, or remove it (after asking). */
export function AuthenticatorAppSection({ enabled, onNewCodes }: TAuthenticatorAppSectionProps) {
  const { t } = useTranslation();
  const remove = useRemoveTotp();
  const [settingUp, setSettingUp] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const closeConfirm = () => {
    setConfirming(false);
    remove.reset();
  };
  const badge = enabled ? (
    <Badge color="green" variant="light">
      {t('mfa.status.on')}
    </Badge>
  ) : null;

  return (
    <SectionCard title={t('mfa.totp.title')} description={t('mfa.totp.description')} badge={badge}>
      {settingUp ? (
        <AuthenticatorAppSetup
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
              {t('mfa.totp.remove')}
            </Button>
          ) : (
            <Button onClick={() => setSettingUp(true)}>{t('mfa.totp.setUp')}</Button>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('mfa.totp.removeTitle')}
        confirmLabel={t('mfa.remove')}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onCancel={closeConfirm}
        pending={remove.isPending}
        error={remove.error}
      >
        {t('mfa.totp.removeText')}
      </ConfirmDialog>
    </SectionCard>
  );
}
