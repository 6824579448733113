import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The server's next keyset page, asked for by a real button (keyboard and screen readers alike). */
export function ShowMoreButton(props: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  if (!props.hasMore) return null;
  return (
    <Group justify="center">
      <Button variant="subtle" size="compact-sm" loading={props.loading} onClick={props.onMore}>
        {t('records.disposals.showMore')}
      </Button>
    </Group>
  );
}
