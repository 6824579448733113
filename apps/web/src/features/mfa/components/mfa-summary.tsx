import type { TMfaStatus } from '@ledgerport/contract';
import { Alert } from '@mantine/core';
import { IconShieldCheck, IconShieldExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Whether a second factor guards the account, and whether the firm requires one. */
export function MfaSummary({ status }: { status: TMfaStatus }) {
  const { t } = useTranslation();
  const on = status.totp || status.passkeys.length > 0 || status.email_code || Boolean(status.sms_code);
  if (on) {
    return (
      <Alert color="green" variant="light" icon={<IconShieldCheck aria-hidden />} title={t('mfa.status.onTitle')}>
        {status.required ? t('mfa.status.onRequired') : t('mfa.status.onText')}
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" icon={<IconShieldExclamation aria-hidden />} title={t('mfa.status.offTitle')}>
      {t('mfa.status.offText')}
    </Alert>
  );
}
