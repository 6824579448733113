import { Anchor } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sampleUrl } from './bulk-screens.ts';

/** 'Download sample CSV': a sheet with the expected columns and two example rows (spec §2). */
export function SampleLink({ fileName }: { fileName: string }) {
  const { t } = useTranslation();
  return (
    <Anchor href={sampleUrl(fileName)} download={fileName} size="sm" style={{ display: 'inline-flex', gap: 4 }}>
      <IconDownload size={16} aria-hidden />
      {t('bulk.sample')}
    </Anchor>
  );
}
