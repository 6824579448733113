import type { TSignerEnvelope } from '@ledgerport/contract';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { signerEnvelopeQueryOptions } from '../api/get-signer-envelope.ts';
import type { TSignerAccess } from '../api/signing-keys.ts';
import { preloadPdfJs } from '../pdf/load-pdf.ts';
import { ConsentStep } from './consent-step.tsx';
import { SignStep } from './sign-step.tsx';
import { SignedCopy } from './signed-copy.tsx';
import { VerifyStep } from './verify-step.tsx';

/**
 * The whole signing journey for one signer: consent, identity check where asked, then sign or decline; once
 * everyone has signed, the signed copy to download.
 */
export function SigningScreen({ access }: { access: TSignerAccess }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const envelope = useQuery(signerEnvelopeQueryOptions(access));
  // pdf.js fetched from the start, while the envelope loads and the signer reads the consent: nearly everyone
  // who opens this screen is here to see a document, and on a phone its 1 MB worker otherwise arrived after the
  // PDF (bench:signing). loadPdf shows a failure when the document is due.
  useEffect(() => void preloadPdfJs().catch(() => {}), []);
  if (envelope.isPending) return <Loader aria-label={t('signing.pdf.loading')} />;
  if (envelope.isError)
    return (
      <Alert color="red" title={t('signing.sign.cannotOpen')}>
        {errorText(envelope.error)}
      </Alert>
    );
  const data = envelope.data;
  return (
    <Stack gap="md" maw={1200}>
      <Stack gap={4}>
        <Title order={1} size="h3">
          {data.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('signing.sign.from', { firm: data.firm_name, company: data.company_name })}
        </Text>
        {data.message && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {data.message}
          </Text>
        )}
      </Stack>
      <Step access={access} envelope={data} />
    </Stack>
  );
}

function Step({ access, envelope }: { access: TSignerAccess; envelope: TSignerEnvelope }) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const { me } = envelope;
  if (envelope.status === 'completed') return <SignedCopy access={access} envelope={envelope} />;
  if (me.status === 'signed')
    return <Alert color="green">{t('signing.sign.done', { when: me.signed_at ? dateTime(me.signed_at) : '' })}</Alert>;
  if (me.status === 'declined') return <Alert color="gray">{t('signing.sign.declined')}</Alert>;
  if (me.status === 'locked') return <Alert color="red">{t('errors.codes.SIGNER_LOCKED')}</Alert>;
  if (envelope.status === 'voided') return <Alert color="gray">{t('errors.codes.SIGNING_VOIDED')}</Alert>;
  if (envelope.status === 'expired') return <Alert color="gray">{t('errors.codes.SIGNING_EXPIRED')}</Alert>;
  if (envelope.status !== 'sent') return <Alert color="gray">{t('signing.sign.closed')}</Alert>;
  if (!me.consented_at) return <ConsentStep access={access} firmName={envelope.firm_name} />;
  if (me.needs_verification) return <VerifyStep access={access} me={me} />;
  return (
    <Stack gap="sm">
      {!me.my_turn && <Alert color="blue">{t('errors.codes.SIGNING_OUT_OF_TURN')}</Alert>}
      <SignStep access={access} envelope={envelope} canSign={me.my_turn} />
    </Stack>
  );
}
