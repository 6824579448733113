import { Button } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The scan screen and pdf-lib are fetched when first opened: Upload Files stays as light as it was.
const ScanDialog = lazy(() => import('./scan-dialog.tsx'));

type TProps = { onScanned: (file: File) => void; disabled: boolean };

/** "Scan": several pages into one PDF, which joins the upload queue. */
export function ScanButton({ onScanned, disabled }: TProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconScan size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        disabled={disabled}
      >
        {t('uploads.scan.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ScanDialog opened={opened} onClose={() => setOpened(false)} onScanned={onScanned} />
        </Suspense>
      )}
    </>
  );
}
