import { UPLOAD_TYPE_FOLDERS, type TUploadType } from '@ledgerport/contract';
import type { TFunction } from 'i18next';

const TYPE_OF_FOLDER = new Map(
  (Object.entries(UPLOAD_TYPE_FOLDERS) as [TUploadType, string][]).map(([type, folder]) => [folder, type]),
);

/**
 * The label of a folder as the user reads it. The default folders every upload type lands in ("Bank Statements"…)
 * keep their English names on disk and in every path (links, zips and other tools depend on them), but read in
 * the user's language; any other folder is shown as it is named. For the folder browser, crumbs and lists alike.
 */
export function folderLabel(t: TFunction, folderName: string): string {
  const type = TYPE_OF_FOLDER.get(folderName);
  return type ? t(`folders.${type}`) : folderName;
}
