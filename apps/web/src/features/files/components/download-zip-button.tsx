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
 * shows its progress (the server announces the exact size); a notice says what is coming. A hook, so the phone's
 * menu (whose entries are gone once it closes) can start it from the screen.
 */
export function useFolderZip(tenantUuid: string, path: string) {
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
  return { start, pending: zip.isPending };
}

export const ZipIcon = () => <IconFileZip size={16} aria-hidden />;

export function DownloadZipButton({ tenantUuid, path }: { tenantUuid: string; path: string }) {
  const { t } = useTranslation();
  const zip = useFolderZip(tenantUuid, path);
  return (
    <Button variant="default" onClick={zip.start} loading={zip.pending} leftSection={<ZipIcon />}>
      {t('files.downloadZip')}
    </Button>
  );
}
