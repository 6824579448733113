import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { startDownload } from '../../../lib/file-download/start-download.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useZipLink } from '../api/get-zip-link.ts';

/**
 * The folder on screen, with everything below it, as one zip. The browser streams it straight to disk and
 * shows its progress (the server announces the exact size); a notice says what is coming.
 */
export function DownloadZipButton({ tenantUuid, path }: { tenantUuid: string; path: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { fileSize } = useFormats();
  const zip = useZipLink();
  const start = () =>
    zip.mutate(
      { tenantUuid, paths: [path] },
      {
        onSuccess: (link) => {
          notifications.show({ message: t('files.zipStarting', { count: link.files, size: fileSize(link.bytes) }) });
          startDownload(link.url, link.file_name);
        },
        onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
      },
    );
  return (
    <Button
      variant="default"
      onClick={start}
      loading={zip.isPending}
      leftSection={<IconFileZip size={16} aria-hidden />}
    >
      {t('files.downloadZip')}
    </Button>
  );
}
