import type { TUploadLinkGrant, TUploadLinkPage } from '@ledgerport/contract';
import { Alert, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FirmMark } from '../../../lib/branding/firm-mark.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useLinkPage } from '../api/get-link-page.ts';
import { LinkEmailStep } from '../components/link-email-step.tsx';
import { LinkUploadStep } from '../components/link-upload-step.tsx';
import { folderPath } from '../components/folder-path.ts';

/**
 * /upload/link?token=…: a person without an account sends files to the firm through an upload link (issue 32).
 * No session: the token is the key, good for one company's folder or request. The page shows the firm, what the
 * files are for and the limits, the e-mail check where the firm asked for one, then the files; never a listing.
 */
export function UploadLinkRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <Container size="sm" py="md" px="sm">
      <Stack gap="md">
        <FirmMark size="xl" />
        {token ? (
          <LinkPage token={token} />
        ) : (
          <Alert color="red" title={t('uploadLinks.page.unusable')}>
            {t('errors.codes.UPLOAD_LINK_INVALID')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function LinkPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const page = useLinkPage(token);
  const [grant, setGrant] = useState<TUploadLinkGrant | null>(null);
  if (page.isPending) return <Loader aria-label={t('common.loading')} />;
  if (page.isError) {
    return (
      <Alert color="red" title={t('uploadLinks.page.unusable')} role="alert">
        {errorText(page.error)}
      </Alert>
    );
  }
  const folderLabel = page.data.purpose.kind === 'folder' ? folderPath(t, page.data.purpose.folder) : '';
  return (
    <>
      <LinkFacts page={page.data} folderLabel={folderLabel} />
      {page.data.needs_email_code && !grant ? (
        <LinkEmailStep token={token} onVerified={setGrant} />
      ) : (
        <>
          {grant && (
            <Text size="sm" c="dimmed">
              {t('uploadLinks.page.sendingAs', { email: grant.email })}
            </Text>
          )}
          <LinkUploadStep token={token} grant={grant?.grant ?? null} page={page.data} folderLabel={folderLabel} />
        </>
      )}
    </>
  );
}

function LinkFacts({ page, folderLabel }: { page: TUploadLinkPage; folderLabel: string }) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={6}>
        <Title order={1} size="h3">
          {t('uploadLinks.page.title', { firm: page.firm_name })}
        </Title>
        <Text>{t('uploadLinks.page.forCompany', { company: page.company_name })}</Text>
        {page.purpose.kind === 'request' ? (
          <>
            <Text fw={500}>{t('uploadLinks.page.forRequest', { title: page.purpose.title })}</Text>
            {page.purpose.description && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {page.purpose.description}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm">{t('uploadLinks.page.forFolder', { folder: folderLabel })}</Text>
        )}
        {page.label && <Text size="sm">{page.label}</Text>}
        <Text size="xs" c="dimmed">
          {t('uploadLinks.page.expires', { date: dateTime(page.expires_at) })}
        </Text>
      </Stack>
    </Paper>
  );
}
