import type { TFileEntry } from '@ledgerport/contract';
import { Checkbox, Group, Table } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type To } from 'react-router';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { TableStatusRow } from '../../../components/table-status-row.tsx';
import { useFormats } from '../../../lib/formats.ts';
import type { TEntryAction } from './entry-actions-menu.tsx';
import { EntryButtons } from './entry-buttons.tsx';
import { EntryName, entrySubline, useEntryLabel, useParentLabel, useViaLinkLabel } from './entry-name.tsx';
import { LoadMoreButton, useLoadMoreNear, type TMorePages } from './load-more.tsx';
import classes from './folder-table.module.css';
import { ReviewBadge } from './review-badge.tsx';
import { useRevealEntry, type TEntryFocus } from './use-entry-focus.ts';
import type { TSelection } from './use-selection.ts';

/** Every row has one of two heights (names are cut with an ellipsis), so the table can lay out rows it never draws. */
const ROW_HEIGHT = 44;
const ROW_HEIGHT_WITH_SUBLINE = 60;
const COLUMNS = 10;

export type TFolderTableProps = {
  entries: TFileEntry[] | undefined;
  loading: boolean;
  /** A search or filter result: each row also says which folder it is in. */
  searching: boolean;
  folderHref: (path: string) => To;
  selection: TSelection;
  onPreview: (entry: TFileEntry) => void;
  onDownload: (entry: TFileEntry) => void;
  onAction: (action: TEntryAction, entry: TFileEntry) => void;
  /** The file whose download link is being fetched. */
  downloadingPath?: string;
  /** The folder's pages not loaded yet: asked for as the list nears its end. */
  more: TMorePages;
  /** The entry to bring into view, focus and highlight (a search result opened in its folder). */
  focus?: TEntryFocus;
};

// A click on a link, button or checkbox inside a row does its own thing; the row must not act a second time.
const fromControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest('a, button, input, label') !== null;

/**
 * A folder's entries (spec §2). A folder can hold 50,000 files: they come a page at a time as the list nears
 * the end of what is loaded, and only the rows near the viewport are in the document: spacer rows above and below stand for the rest, and aria-rowcount / aria-rowindex tell assistive
 * technology where each drawn row sits in the whole list. The page itself scrolls (no box in a box).
 * Created and Last Accessed show from 1408 px up: below that, the columns a user acts on keep the room, so the
 * table fits 1280 px beside the open sidebar.
 */
export function FolderTable(props: TFolderTableProps) {
  const { entries, loading, searching, folderHref, selection, onPreview, onDownload, onAction, more, focus } = props;
  const { t } = useTranslation();
  const { fileSize, shortDateTime } = useFormats();
  // Figures only; '—' where the storage keeps no such time (S3).
  const time = (iso: string | null) => (iso ? shortDateTime(iso) : '—');
  const labelOf = useEntryLabel();
  const parentLabel = useParentLabel();
  const viaLinkLabel = useViaLinkLabel();
  const navigate = useNavigate();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [listTop, setListTop] = useState(0);
  const count = entries?.length ?? 0;
  const sublineOf = (entry: TFileEntry) => entrySubline(entry, searching, parentLabel, viaLinkLabel);

  // Where the first row starts on the page; it moves when another folder's trail or a narrower window rewraps
  // what is above the table.
  useLayoutEffect(() => {
    const measure = () => setListTop(Math.round((bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [entries]);

  const heightOf = (index: number) =>
    entries && sublineOf(entries[index]!).length > 0 ? ROW_HEIGHT_WITH_SUBLINE : ROW_HEIGHT;
  const virtualizer = useWindowVirtualizer({ count, estimateSize: heightOf, overscan: 10, scrollMargin: listTop });
  // The heights depend on the rows (a note added, a search started): lay them out again when the rows change.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, entries, searching]);
  const revealRow = useRevealEntry(focus, (index) => virtualizer.scrollToIndex(index, { align: 'center' }));
  const drawn = virtualizer.getVirtualItems();
  const spaceAbove = drawn[0] ? drawn[0].start - listTop : 0;
  const last = drawn[drawn.length - 1];
  const spaceBelow = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - listTop)) : 0;
  useLoadMoreNear(last?.index ?? -1, count, more);

  return (
    <ScrollTable minWidth={860}>
      {/* While pages are still to come, how many rows there are is not known yet: -1 says so. */}
      <Table style={{ whiteSpace: 'nowrap' }} aria-rowcount={more.hasMore ? -1 : count + 1}>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('files.selection.all')}
                checked={selection.all}
                indeterminate={selection.some && !selection.all}
                disabled={count === 0}
                onChange={selection.toggleAll}
              />
            </Table.Th>
            <Table.Th w={56}>#</Table.Th>
            <Table.Th>{t('files.columns.file')}</Table.Th>
            <Table.Th>{t('files.columns.size')}</Table.Th>
            <Table.Th visibleFrom="xl">{t('files.columns.created')}</Table.Th>
            <Table.Th>{t('files.columns.modified')}</Table.Th>
            <Table.Th visibleFrom="xl">{t('files.columns.lastAccessed')}</Table.Th>
            <Table.Th>{t('files.columns.status')}</Table.Th>
            <Table.Th>{t('files.columns.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={bodyRef}>
          {!entries?.length ? (
            <TableStatusRow columns={COLUMNS} loading={loading} />
          ) : (
            <>
              {spaceAbove > 0 && <Spacer height={spaceAbove} />}
              {drawn.map((item) => {
                const entry = entries[item.index]!;
                const label = labelOf(entry);
                const focused = entry.path === focus?.path;
                return (
                  <Table.Tr
                    key={entry.path}
                    ref={focused ? revealRow : undefined}
                    tabIndex={focused ? -1 : undefined}
                    aria-current={focused || undefined}
                    aria-rowindex={item.index + 2}
                    className={classes.row}
                    data-stripe={item.index % 2 === 0 || undefined}
                    data-focused={focused || undefined}
                    style={{ height: heightOf(item.index), cursor: entry.is_file ? undefined : 'pointer' }}
                    onClick={
                      entry.is_file
                        ? undefined
                        : (event) => {
                            if (!fromControl(event)) void navigate(folderHref(entry.path));
                          }
                    }
                  >
                    <Table.Td>
                      <Checkbox
                        aria-label={t('files.selection.one', { name: label })}
                        checked={selection.has(entry)}
                        onChange={() => selection.toggle(entry)}
                      />
                    </Table.Td>
                    <Table.Td>{item.index + 1}</Table.Td>
                    <Table.Td maw={360}>
                      <EntryName entry={entry} folderHref={folderHref} subline={sublineOf(entry)} />
                    </Table.Td>
                    <Table.Td>{entry.size === null ? '—' : fileSize(entry.size)}</Table.Td>
                    <Table.Td visibleFrom="xl">{time(entry.created)}</Table.Td>
                    <Table.Td>{time(entry.modified)}</Table.Td>
                    <Table.Td visibleFrom="xl">{time(entry.last_accessed)}</Table.Td>
                    <Table.Td>
                      <ReviewBadge entry={entry} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <EntryButtons
                          entry={entry}
                          label={label}
                          onPreview={onPreview}
                          onDownload={onDownload}
                          onAction={onAction}
                          downloadingPath={props.downloadingPath}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {spaceBelow > 0 && <Spacer height={spaceBelow} />}
              {more.hasMore && (
                <Table.Tr aria-rowindex={count + 2}>
                  <Table.Td colSpan={COLUMNS} ta="center">
                    <LoadMoreButton more={more} />
                  </Table.Td>
                </Table.Tr>
              )}
            </>
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** Stands for the rows not drawn, so the scroll bar and the page height match the whole folder. */
function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={COLUMNS} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}
