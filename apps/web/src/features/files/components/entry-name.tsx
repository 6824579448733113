import type { TFileEntry } from '@ledgerport/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconFile, IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { ClampedName } from '../../../components/clamped-name.tsx';
import { folderLabel } from '../../../lib/folder-names.ts';

/** The folder an entry sits in, as the user reads it ("Bank Statements/2026"), '' for the root. */
export function useParentLabel() {
  const { t } = useTranslation();
  return (entry: TFileEntry) =>
    entry.path
      .split('/')
      .slice(0, -1)
      .map((segment, index) => (index === 0 ? folderLabel(t, segment) : segment))
      .join(' / ');
}

/** A top-level default folder reads in the user's language; every other name is shown as it is. */
export function useEntryLabel() {
  const { t } = useTranslation();
  return (entry: TFileEntry) => (!entry.is_file && !entry.path.includes('/') ? folderLabel(t, entry.file) : entry.file);
}

/** "Via link by ann@example.com" (or "Via link"): a file someone without an account sent through an upload link. */
export function useViaLinkLabel() {
  const { t } = useTranslation();
  return (entry: TFileEntry) =>
    !entry.via_link
      ? null
      : entry.uploaded_by
        ? t('files.viaLinkBy', { email: entry.uploaded_by })
        : t('files.viaLink');
}

/**
 * What a row shows under its name: where a search result is, who sent it through an upload link (issue 32), and
 * the note a reviewer left for the client.
 */
export function entrySubline(
  entry: TFileEntry,
  searching: boolean,
  parentLabel: (entry: TFileEntry) => string,
  viaLinkLabel: (entry: TFileEntry) => string | null = () => null,
) {
  const parts: string[] = [];
  if (searching) parts.push(parentLabel(entry) || '/');
  const viaLink = viaLinkLabel(entry);
  if (viaLink) parts.push(viaLink);
  if (entry.review_status === 'NEEDS_ATTENTION' && entry.review_note) parts.push(entry.review_note);
  return parts;
}

type TEntryNameProps = {
  entry: TFileEntry;
  folderHref: (path: string) => To;
  /** Lines under the name (folder of a search result, a review note). */
  subline: string[];
  /**
   * On two lines, a longer one whole on a tap (a phone's card), rather than cut to the row's one line (the
   * table's rows have one height, and the whole name in a tooltip).
   */
  wrap?: boolean;
};

/** A folder's name is a real link (keyboard, new tab, Back); a file's is plain text with its icon. */
export function EntryName({ entry, folderHref, subline, wrap = false }: TEntryNameProps) {
  const { t } = useTranslation();
  const label = useEntryLabel()(entry);
  const name = wrap ? (
    <ClampedName text={label} inherit expandable={entry.is_file} style={{ minWidth: 0 }} />
  ) : (
    <Text span inherit truncate="end" title={label} style={{ display: 'block', minWidth: 0 }}>
      {label}
    </Text>
  );
  const lineColor = (line: string, index: number) =>
    index === subline.length - 1 && entry.review_note === line ? 'orange.8' : 'dimmed';
  const below = subline.map((line, index) =>
    wrap ? (
      <ClampedName key={index} text={line} size="xs" c={lineColor(line, index)} lines={3} />
    ) : (
      <Text key={index} size="xs" c={lineColor(line, index)} truncate="end" title={line}>
        {line}
      </Text>
    ),
  );
  const head = entry.is_file ? (
    <Group gap={6} wrap="nowrap" align={wrap ? 'flex-start' : 'center'}>
      <IconFile size={16} aria-hidden style={{ flexShrink: 0, marginTop: wrap ? 3 : undefined }} />
      {name}
    </Group>
  ) : (
    <Anchor
      component={Link}
      to={folderHref(entry.path)}
      aria-label={t('files.openFolder', { name: label })}
      style={{ display: 'flex', gap: 6, alignItems: 'center', minWidth: 0 }}
    >
      <IconFolder size={16} aria-hidden style={{ flexShrink: 0 }} />
      {name}
    </Anchor>
  );
  if (below.length === 0) return head;
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      {head}
      {below}
    </Stack>
  );
}
