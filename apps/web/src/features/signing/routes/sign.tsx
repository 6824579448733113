import { paths } from '@ledgerport/contract';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SigningScreen } from '../components/signing-screen.tsx';

/** /sign?envelope=…: a signed-in client signs one envelope (the e-mail's and the notification's link). */
export function SignRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const envelopeUuid = searchParams.get('envelope');
  return (
    <>
      <PageHeader
        title={t('pages.sign')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.sign') }]}
      />
      {envelopeUuid ? (
        <SigningScreen access={{ kind: 'user', envelopeUuid }} />
      ) : (
        <Alert color="red">{t('errors.codes.SIGNING_LINK_INVALID')}</Alert>
      )}
    </>
  );
}
