import type { TFileEntry } from '@ledgerport/contract';
import { ActionIcon, Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconDownload, IconEye, IconFile, IconFolder } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, type To } from 'react-router';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { TableStatusRow } from '../../../components/table-status-row.tsx';
import { useFormats } from '../../../lib/formats.ts';
import classes from './folder-table.module.css';

/** Every row has this height (names are cut with an ellipsis), so the table can lay out rows it never draws. */
const FOLDER_ROW_HEIGHT = 44;
const COLUMNS = 7;

type TFolderTableProps = {
  entries: TFileEntry[] | undefined;
  loading: boolean;
  folderHref: (path: string) => To;
  onPreview: (entry: TFileEntry) => void;
  onDownload: (entry: TFileEntry) => void;
  /** The file whose download link is being fetched. */
  downloadingPath?: string;
};

// A click on a link or button inside a row does its own thing; the row must not act a second time.
const fromControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest('a, button') !== null;

/**
 * A folder's entries (spec §2). A folder can hold 10,000 files, so only the rows near the viewport are in the
 * document: spacer rows above and below stand for the rest, and aria-rowcount / aria-rowindex tell assistive
 * technology where each drawn row sits in the whole list. The page itself scrolls (no box in a box).
 */
export function FolderTable({
  entries,
  loading,
  folderHref,
  onPreview,
  onDownload,
  downloadingPath,
}: TFolderTableProps) {
  const { t } = useTranslation();
  const { fileSize, shortDateTime } = useFormats();
  // Figures only, so all seven columns fit beside the sidebar; '—' where the storage keeps no such time (S3).
  const time = (iso: string | null) => (iso ? shortDateTime(iso) : '—');
  const navigate = useNavigate();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [listTop, setListTop] = useState(0);
  const count = entries?.length ?? 0;

  // Where the first row starts on the page; it moves when another folder's trail or a narrower window rewraps
  // what is above the table.
  useLayoutEffect(() => {
    const measure = () => setListTop(Math.round((bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [entries]);

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => FOLDER_ROW_HEIGHT,
    overscan: 10,
    scrollMargin: listTop,
  });
  const drawn = virtualizer.getVirtualItems();
  const spaceAbove = drawn[0] ? drawn[0].start - listTop : 0;
  const last = drawn[drawn.length - 1];
  const spaceBelow = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - listTop)) : 0;

  return (
    <ScrollTable minWidth={900}>
      <Table style={{ whiteSpace: 'nowrap' }} aria-rowcount={count + 1}>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th w={64}>#</Table.Th>
            <Table.Th>{t('files.columns.file')}</Table.Th>
            <Table.Th>{t('files.columns.size')}</Table.Th>
            <Table.Th>{t('files.columns.created')}</Table.Th>
            <Table.Th>{t('files.columns.modified')}</Table.Th>
            <Table.Th>{t('files.columns.lastAccessed')}</Table.Th>
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
                return (
                  <Table.Tr
                    key={entry.path}
                    aria-rowindex={item.index + 2}
                    className={classes.row}
                    data-stripe={item.index % 2 === 0 || undefined}
                    style={{ height: FOLDER_ROW_HEIGHT, cursor: entry.is_file ? undefined : 'pointer' }}
                    onClick={
                      entry.is_file
                        ? undefined
                        : (event) => {
                            if (!fromControl(event)) void navigate(folderHref(entry.path));
                          }
                    }
                  >
                    <Table.Td>{item.index + 1}</Table.Td>
                    <Table.Td maw={420}>
                      <EntryName entry={entry} folderHref={folderHref} />
                    </Table.Td>
                    <Table.Td>{entry.size === null ? '—' : fileSize(entry.size)}</Table.Td>
                    <Table.Td>{time(entry.created)}</Table.Td>
                    <Table.Td>{time(entry.modified)}</Table.Td>
                    <Table.Td>{time(entry.last_accessed)}</Table.Td>
                    <Table.Td>
                      {entry.is_file ? (
                        <Group gap="xs" wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('files.preview', { name: entry.file })}
                            onClick={() => onPreview(entry)}
                          >
                            <IconEye size={18} aria-hidden />
                          </ActionIcon>
                          <Button
                            size="compact-sm"
                            variant="light"
                            leftSection={<IconDownload size={14} aria-hidden />}
                            aria-label={t('files.downloadNamed', { name: entry.file })}
                            loading={downloadingPath === entry.path}
                            onClick={() => onDownload(entry)}
                          >
                            {t('files.download')}
                          </Button>
                        </Group>
                      ) : (
                        <Badge variant="light" color="gray">
                          {t('files.dir')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {spaceBelow > 0 && <Spacer height={spaceBelow} />}
            </>
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** A folder's name is a real link (keyboard, new tab, Back); a file's is plain text with its icon. */
function EntryName({ entry, folderHref }: { entry: TFileEntry; folderHref: (path: string) => To }) {
  const { t } = useTranslation();
  const name = (
    <Text span inherit truncate="end" title={entry.file} style={{ display: 'block', minWidth: 0 }}>
      {entry.file}
    </Text>
  );
  if (entry.is_file) {
    return (
      <Group gap={6} wrap="nowrap">
        <IconFile size={16} aria-hidden style={{ flexShrink: 0 }} />
        {name}
      </Group>
    );
  }
  return (
    <Anchor
      component={Link}
      to={folderHref(entry.path)}
      aria-label={t('files.openFolder', { name: entry.file })}
      style={{ display: 'flex', gap: 6, alignItems: 'center', minWidth: 0 }}
    >
      <IconFolder size={16} aria-hidden style={{ flexShrink: 0 }} />
      {name}
    </Anchor>
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
