import type { TSignerEnvelope } from '@ledgerport/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { downloadSignedCopy } from '../api/download-signed-copy.ts';
import type { TSignerAccess } from '../api/signing-keys.ts';

/** A completed envelope: everyone has signed, and the sealed copy is the signer's to keep. */
export function SignedCopy({ access, envelope }: { access: TSignerAccess; envelope: TSignerEnvelope }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const download = useMutation({ mutationFn: () => downloadSignedCopy(access, envelope.title) });
  return (
    <Alert color="green" title={t('signing.sign.completed')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('signing.sign.completedText')}</Text>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('signing.sign.downloadSigned')}
        </Button>
        {download.error && (
          <Text size="sm" c="red" role="alert">
            {errorText(download.error)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
