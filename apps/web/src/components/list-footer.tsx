import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../lib/intl-cache.ts';

type TListFooterProps = {
  page: {
    current_page: number;
    last_page: number;
    total: number;
    from: number | null;
    to: number | null;
    total_capped?: boolean;
  };
  onPage: (page: number) => void;
};

/**
 * "Showing 16–17 of 17" and the page buttons. One sibling and one boundary on each side keep the control to
 * at most seven items (spec §9: a window of about 7 pages), which also fits a 375 px screen.
 */
export function ListFooter({ page, onPage }: TListFooterProps) {
  const { t, i18n } = useTranslation();
  // A long list counts only so far (issue 17): "of 1,000+" then, in the reader's number format.
  const number = numberFormat(i18n.language);
  const total = page.total_capped ? `${number.format(page.total)}+` : number.format(page.total);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {page.from && page.to
          ? t('users.list.range', { from: number.format(page.from), to: number.format(page.to), total })
          : null}
      </Text>
      <nav aria-label={t('users.list.pagination')}>
        <Pagination
          total={page.last_page}
          value={Math.min(page.current_page, page.last_page)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          size="sm"
          getItemProps={(n) => ({ 'aria-label': t('users.list.goToPage', { page: n }) })}
          getControlProps={(control) => ({ 'aria-label': t(`users.list.${control}Page`) })}
        />
      </nav>
    </Group>
  );
}
