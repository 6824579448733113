import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconKey, IconMail, IconMessage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { browserHasPasskeys } from '../../../lib/browser-has-passkeys.ts';
import { meQueryKey, useMe } from '../../../lib/session/get-me.ts';
import { AuthenticatorAppSetup } from '../components/authenticator-app-setup.tsx';
import { CodeByMessageSetup } from '../components/code-by-message-setup.tsx';
import { PasskeySetup } from '../components/passkey-setup.tsx';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel.tsx';
import { paths, type TMeResponse } from '@ledgerport/contract';

type TStep =
  | { kind: 'choose' }
  | { kind: 'app' }
  | { kind: 'passkey' }
  | { kind: 'email' }
  | { kind: 'sms' }
  | { kind: 'codes'; codes: string[] };

/**
 * /two-step/setup: the firm requires a second factor and the user has none yet. Outside the main layout, since
 * the server refuses everything else until they enrol: an authenticator app or a passkey, then the recovery codes.
 */
export function TwoStepSetupRoute() {
  const { t } = useTranslation();
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<TStep>({ kind: 'choose' });

  const finish = () => {
    // Said at once, so the session guard lets the user through; the server's own answer follows.
    queryClient.setQueryData<TMeResponse>(meQueryKey, (old) => old && { ...old, mfa_enrolment_required: false });
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    void navigate(paths.dashboard, { replace: true });
  };
  const enrolled = (codes: string[] | null) => (codes ? setStep({ kind: 'codes', codes }) : finish());

  // Nothing to do here for someone the firm does not (or no longer) requires it of: their own page does the rest.
  if (step.kind === 'choose' && me.data && !me.data.mfa_enrolment_required) {
    return <Navigate to={paths.twoStep} replace />;
  }
  const back = () => setStep({ kind: 'choose' });

  return (
    <PublicLayout title={t('mfa.setup.title')} subtitle={t('mfa.setup.subtitle')}>
      {step.kind === 'choose' && (
        <Stack gap="sm">
          <Text size="sm">{t('mfa.setup.choose')}</Text>
          <Button
            variant="default"
            leftSection={<IconDeviceMobile size={16} aria-hidden />}
            onClick={() => setStep({ kind: 'app' })}
          >
            {t('mfa.setup.useApp')}
          </Button>
          {browserHasPasskeys() && (
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => setStep({ kind: 'passkey' })}
            >
              {t('mfa.setup.usePasskey')}
            </Button>
          )}
          {me.data?.user.audience === 'client' && (
            <Button
              variant="default"
              leftSection={<IconMail size={16} aria-hidden />}
              onClick={() => setStep({ kind: 'email' })}
            >
              {t('mfa.setup.useEmail')}
            </Button>
          )}
          {me.data?.user.audience === 'client' && (
            <Button
              variant="default"
              leftSection={<IconMessage size={16} aria-hidden />}
              onClick={() => setStep({ kind: 'sms' })}
            >
              {t('mfa.setup.useSms')}
            </Button>
          )}
        </Stack>
      )}
      {step.kind === 'app' && <AuthenticatorAppSetup onEnrolled={enrolled} onCancel={back} />}
      {step.kind === 'passkey' && <PasskeySetup onEnrolled={enrolled} onCancel={back} />}
      {(step.kind === 'email' || step.kind === 'sms') && (
        <CodeByMessageSetup channel={step.kind} onEnrolled={enrolled} onCancel={back} />
      )}
      {step.kind === 'codes' && <RecoveryCodesPanel codes={step.codes} onDone={finish} />}
      <Group justify="center">
        <Anchor component={Link} to={paths.logout} size="sm">
          {t('mfa.setup.signOut')}
        </Anchor>
      </Group>
    </PublicLayout>
  );
}
