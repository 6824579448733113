import { LOGO_TYPES, type TFirmSettings } from '@ledgerport/contract';
import { Alert, Button, Card, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useRemoveLogo } from '../api/remove-logo.ts';
import { useUploadLogo } from '../api/upload-logo.ts';

/** The firm's logo: shown as it is now, replaced by a PNG, JPEG or WebP file, or removed. */
export function LogoCard({ settings }: { settings: TFirmSettings }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const failed = upload.error ?? remove.error;
  const done = () => notifications.show({ color: 'green', message: t('firmSettings.saved') });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('firmSettings.logo')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('firmSettings.logoHint')}
        </Text>
        {failed && (
          <Alert color="red" variant="light">
            {errorText(failed)}
          </Alert>
        )}
        {settings.logo_url ? (
          <Image src={settings.logo_url} alt={t('firmSettings.logoAlt')} h={64} w="auto" maw={240} fit="contain" />
        ) : (
          <Group gap="xs" c="dimmed">
            <IconPhoto aria-hidden />
            <Text size="sm">{t('firmSettings.noLogo')}</Text>
          </Group>
        )}
        <Group>
          <FileButton
            accept={LOGO_TYPES.join(',')}
            onChange={(file) => {
              remove.reset();
              if (file) upload.mutate(file, { onSuccess: done });
            }}
          >
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
                {t('firmSettings.uploadLogo')}
              </Button>
            )}
          </FileButton>
          {settings.logo_url && (
            <Button
              variant="default"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={() => {
                upload.reset();
                remove.mutate(undefined, { onSuccess: done });
              }}
            >
              {t('firmSettings.removeLogo')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
