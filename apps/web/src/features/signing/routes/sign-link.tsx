import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SigningScreen } from '../components/signing-screen.tsx';

/**
 * /sign/link?token=…: a person without an account (a spouse) signs by the signing-only link they were sent.
 * No session: the token is the key, good for this one envelope.
 */
export function SignLinkRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <Container size="lg" py="md" px="sm">
      {token ? (
        <SigningScreen access={{ kind: 'link', token }} />
      ) : (
        <Alert color="red">{t('errors.codes.SIGNING_LINK_INVALID')}</Alert>
      )}
    </Container>
  );
}
