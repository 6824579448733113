import { Button, Group } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeatureOn } from '../../../lib/feature-flags/feature-on.tsx';
import { SampleLink } from './sample-link.tsx';

/** A result screen's way to a new upload, and the sample sheet to start from (spec §2). */
export function ResultsToolbar({ uploadPath, sample }: { uploadPath: string; sample: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" mb="md">
      <FeatureOn feature="BULK_NOTIFICATIONS">
        <Button component={Link} to={uploadPath} leftSection={<IconUpload size={16} aria-hidden />}>
          {t('bulk.results.upload')}
        </Button>
      </FeatureOn>
      <SampleLink fileName={sample} />
    </Group>
  );
}
