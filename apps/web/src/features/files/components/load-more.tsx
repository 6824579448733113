import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The next pages of a folder: whether there are any, whether one is on its way, and how to ask for it. */
export type TMorePages = { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void };

/** How many rows before the end of what is loaded the next page is asked for, so scrolling rarely waits. */
const LOAD_AHEAD_ROWS = 50;

/**
 * Asks for the next page once the drawn rows come within LOAD_AHEAD_ROWS of the end of the loaded ones (scrolling
 * by mouse, touch or keyboard all move the drawn rows).
 */
export function useLoadMoreNear(lastDrawnIndex: number, loaded: number, more: TMorePages) {
  const { hasMore, loadingMore, onLoadMore } = more;
  const near = loaded > 0 && lastDrawnIndex >= loaded - LOAD_AHEAD_ROWS;
  useEffect(() => {
    if (near && hasMore && !loadingMore) onLoadMore();
  }, [near, hasMore, loadingMore, onLoadMore]);
}

/**
 * Below the last loaded entry while more follow: a button (for a keyboard or a screen reader, and wherever the
 * automatic load could not tell the list was scrolled) that shows the page on its way.
 */
export function LoadMoreButton({ more }: { more: TMorePages }) {
  const { t } = useTranslation();
  if (!more.hasMore) return null;
  return (
    <Button variant="subtle" size="compact-sm" loading={more.loadingMore} onClick={more.onLoadMore}>
      {t('files.loadMore')}
    </Button>
  );
}
