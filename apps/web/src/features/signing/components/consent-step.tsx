import { Alert, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useGiveConsent } from '../api/give-consent.ts';
import type { TSignerAccess } from '../api/signing-keys.ts';

/**
 * The ESIGN Act disclosure: what signing electronically means, the right to paper instead and to withdraw,
 * and what a signer needs; accepted once per envelope before anything is signed.
 */
export function ConsentStep({ access, firmName }: { access: TSignerAccess; firmName: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [agreed, setAgreed] = useState(false);
  const consent = useGiveConsent(access);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('signing.consent.title')}
        </Title>
        <Text size="sm">{t('signing.consent.records', { firm: firmName })}</Text>
        <Text size="sm">{t('signing.consent.paper', { firm: firmName })}</Text>
        <Text size="sm">{t('signing.consent.withdraw')}</Text>
        <Text size="sm">{t('signing.consent.needs')}</Text>
        <Checkbox
          label={t('signing.consent.agree')}
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
        />
        {consent.error != null && (
          <Alert color="red" variant="light">
            {errorText(consent.error)}
          </Alert>
        )}
        <Button
          disabled={!agreed}
          loading={consent.isPending}
          onClick={() => consent.mutate(undefined)}
          w="fit-content"
        >
          {t('signing.consent.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
