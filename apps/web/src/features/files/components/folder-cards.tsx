import { Center, Checkbox, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';
import { EntryButtons } from './entry-buttons.tsx';
import { EntryName, entrySubline, useEntryLabel, useParentLabel, useViaLinkLabel } from './entry-name.tsx';
import { LoadMoreButton, useLoadMoreNear } from './load-more.tsx';
import type { TFolderTableProps } from './folder-table.tsx';
import { ReviewBadge } from './review-badge.tsx';
import { useRevealEntry } from './use-entry-focus.ts';

/**
 * The folder on a phone: one card per entry (name, size and date, status, actions) instead of a table to scroll
 * sideways. Drawn like the table, only near the viewport; cards are measured as they are drawn (a note wraps).
 */
export function FolderCards(props: TFolderTableProps) {
  const { entries, loading, searching, folderHref, selection, onPreview, onDownload, onAction, more, focus } = props;
  const { t } = useTranslation();
  const { fileSize, shortDateTime } = useFormats();
  const labelOf = useEntryLabel();
  const parentLabel = useParentLabel();
  const viaLinkLabel = useViaLinkLabel();
  const listRef = useRef<HTMLDivElement>(null);
  const [listTop, setListTop] = useState(0);
  useLayoutEffect(() => {
    setListTop(Math.round((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
  }, [entries]);
  const virtualizer = useWindowVirtualizer({
    count: entries?.length ?? 0,
    estimateSize: () => 96,
    overscan: 6,
    scrollMargin: listTop,
  });
  const revealCard = useRevealEntry(focus, (index) => virtualizer.scrollToIndex(index, { align: 'center' }));
  const drawn = virtualizer.getVirtualItems();
  useLoadMoreNear(drawn[drawn.length - 1]?.index ?? -1, entries?.length ?? 0, more);

  if (!entries?.length) {
    return (
      <Center py="lg">
        {loading ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : (
          <Text c="dimmed">{t('users.list.empty')}</Text>
        )}
      </Center>
    );
  }
  return (
    <>
      <div
        ref={listRef}
        role="list"
        aria-label={t('files.folderContents')}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {drawn.map((item) => {
          const entry = entries[item.index]!;
          const label = labelOf(entry);
          const focused = entry.path === focus?.path;
          return (
            <div
              key={entry.path}
              role="listitem"
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start - listTop}px)`,
                paddingBottom: 8,
              }}
            >
              <Paper
                ref={focused ? revealCard : undefined}
                tabIndex={focused ? -1 : undefined}
                aria-current={focused || undefined}
                withBorder
                radius="sm"
                p="sm"
                bg={focused ? 'var(--mantine-color-yellow-light)' : undefined}
                style={focused ? { borderColor: 'var(--mantine-color-yellow-filled)', borderWidth: 2 } : undefined}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Checkbox
                    mt={2}
                    aria-label={t('files.selection.one', { name: label })}
                    checked={selection.has(entry)}
                    onChange={() => selection.toggle(entry)}
                  />
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <EntryName
                      entry={entry}
                      folderHref={folderHref}
                      subline={entrySubline(entry, searching, parentLabel, viaLinkLabel)}
                      wrap
                    />
                    {/* The name has the card's width; what is known of the entry and what it offers go under it. */}
                    <Group gap="xs" justify="space-between" wrap="nowrap" align="center">
                      <Group gap="xs">
                        <Text size="xs" c="dimmed">
                          {entry.size === null ? t('files.dir') : fileSize(entry.size)}
                          {entry.modified ? ` · ${shortDateTime(entry.modified)}` : ''}
                        </Text>
                        <ReviewBadge entry={entry} />
                      </Group>
                      <Group gap={4} wrap="nowrap">
                        <EntryButtons
                          entry={entry}
                          label={label}
                          onPreview={onPreview}
                          onDownload={onDownload}
                          onAction={onAction}
                          downloadingPath={props.downloadingPath}
                        />
                      </Group>
                    </Group>
                  </Stack>
                </Group>
              </Paper>
            </div>
          );
        })}
      </div>
      <Center pt="xs">
        <LoadMoreButton more={more} />
      </Center>
    </>
  );
}
