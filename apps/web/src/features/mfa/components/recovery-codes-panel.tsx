import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../../lib/branding/get-branding.ts';
import { saveTextFile } from './save-text-file.ts';

/**
 * Fresh recovery codes, shown this once (the server keeps only their hashes): copy or download them, then say so.
 * Each signs in once when the authenticator app or passkey is not at hand.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { firm_name: firmName } = useBranding();
  const text = codes.join('\n');
  // The file is named after the portal it opens, so it is found again among others' codes.
  const fileStem =
    firmName
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'portal';
  const download = () =>
    saveTextFile(`${fileStem}-recovery-codes.txt`, `${t('mfa.codes.fileHeading', { product: firmName })}\n\n${text}\n`);

  return (
    <Stack gap="md" data-testid="recovery-codes">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
        {t('mfa.codes.onlyOnce')}
      </Alert>
      <SimpleGrid component="ul" cols={2} spacing="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" fz="md" ta="center">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group grow gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? t('mfa.codes.copied') : t('mfa.codes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download} leftSection={<IconDownload size={16} aria-hidden />}>
          {t('mfa.codes.download')}
        </Button>
      </Group>
      <Button onClick={onDone}>{t('mfa.codes.saved')}</Button>
    </Stack>
  );
}
