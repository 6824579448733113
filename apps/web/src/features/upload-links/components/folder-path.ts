import type { TFunction } from 'i18next';
import { folderLabel } from '../../../lib/folder-names.ts';

/** "Bank Statements / 2026": a top-level default folder in the reader's language, the rest as named. */
export function folderPath(t: TFunction, folder: string) {
  if (folder === '') return t('uploadLinks.list.root');
  return folder
    .split('/')
    .map((segment, index) => (index === 0 ? folderLabel(t, segment) : segment))
    .join(' / ');
}
