import { Alert, Modal, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMfaStatus } from '../api/get-mfa-status.ts';
import { AuthenticatorAppSection } from '../components/authenticator-app-section.tsx';
import { CodesByMessageSection } from '../components/codes-by-message-section.tsx';
import { useMe } from '../../../lib/session/get-me.ts';
import { MfaSummary } from '../components/mfa-summary.tsx';
import { PasskeysSection } from '../components/passkeys-section.tsx';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel.tsx';
import { RecoveryCodesSection } from '../components/recovery-codes-section.tsx';
import { TrustedDevicesSection } from '../components/trusted-devices-section.tsx';
import { paths } from '@ledgerport/contract';

/** /profile/two-step (not in the spec): the user's second factors, recovery codes and remembered devices. */
export function TwoStepRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const status = useMfaStatus();
  // Codes by e-mail are for clients (staff keep an app or a passkey, which a stolen mailbox cannot give).
  const isClient = useMe().data?.user.audience === 'client';
  // New recovery codes are shown once, over the page, until the user says they saved them.
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  return (
    <>
      <PageHeader
        title={t('pages.twoStep')}
        crumbs={[
          { label: t('pages.dashboard'), to: paths.dashboard },
          { label: t('pages.profile'), to: paths.profile },
          { label: t('pages.twoStep') },
        ]}
      />
      {status.data ? (
        <Stack gap="lg">
          <MfaSummary status={status.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <AuthenticatorAppSection enabled={status.data.totp} onNewCodes={setNewCodes} />
            <PasskeysSection passkeys={status.data.passkeys} onNewCodes={setNewCodes} />
            {(isClient || status.data.email_code) && (
              <CodesByMessageSection channel="email" enabled={status.data.email_code} onNewCodes={setNewCodes} />
            )}
            {(isClient || status.data.sms_code) && (
              <CodesByMessageSection
                channel="sms"
                enabled={Boolean(status.data.sms_code)}
                note={status.data.sms_code}
                onNewCodes={setNewCodes}
              />
            )}
            {(status.data.totp ||
              status.data.passkeys.length > 0 ||
              status.data.email_code ||
              status.data.sms_code) && (
              <RecoveryCodesSection left={status.data.recovery_codes_left} onNewCodes={setNewCodes} />
            )}
            <TrustedDevicesSection devices={status.data.trusted_devices} />
          </SimpleGrid>
        </Stack>
      ) : status.isError ? (
        <Alert color="red" variant="light">
          {errorText(status.error)}
        </Alert>
      ) : (
        <Skeleton height={200} radius="md" aria-label={t('common.loading')} />
      )}
      <Modal
        opened={newCodes !== null}
        onClose={() => setNewCodes(null)}
        title={t('mfa.codes.newTitle')}
        closeOnClickOutside={false}
        closeOnEscape={false}
        withCloseButton={false}
        centered
      >
        {newCodes && <RecoveryCodesPanel codes={newCodes} onDone={() => setNewCodes(null)} />}
      </Modal>
    </>
  );
}
