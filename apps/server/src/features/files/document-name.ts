import { WINDOWS_FORBIDDEN_CHARACTERS, type TNameRule } from '@ledgerport/contract';
import { AppError } from '../../platform/errors.ts';
import { toSafeSegments } from '../../platform/storage/safe-path.ts';
import { PathRefusedError } from '../../platform/storage/storage.ts';
import { pathRefused } from './storage-errors.ts';

// Windows refuses these as names with any extension ("CON.pdf"); a client who downloads a zip there would lose them.
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.[^.]*)?$/i;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Format characters draw nothing: a right-to-left override makes "txt.exe" look like "exe.txt".
const FORMAT = /\p{Cf}/u;
const MAX_BYTES = 255;
const FORBIDDEN = new RegExp(`[${WINDOWS_FORBIDDEN_CHARACTERS.join('')}]`);

/**
 * Whether a new name holds a character Windows cannot write (`< > : " | ? *`). Only new names are checked (this
 * rule, and uploads in upload-name.ts): a name stored before the rule still lists, opens and downloads.
 */
export const hasForbiddenCharacter = (name: string) => FORBIDDEN.test(name);

/** The first rule a name a person typed breaks, or undefined when it may be used as a file or folder name. */
export function brokenNameRule(name: string): TNameRule | undefined {
  if (name.trim() === '') return 'EMPTY';
  if (name.includes('\0') || CONTROL.test(name)) return 'CONTROL_CHARACTER';
  if (name.includes('/') || name.includes('\\')) return 'SEPARATOR';
  if (name === '.' || name === '..') return 'DOTS';
  if (hasForbiddenCharacter(name)) return 'FORBIDDEN_CHARACTER';
  if (FORMAT.test(name)) return 'FORMAT_CHARACTER';
  if (Buffer.byteLength(name) > MAX_BYTES) return 'TOO_LONG';
  if (name !== name.trim()) return 'SURROUNDING_SPACE';
  if (name.endsWith('.')) return 'TRAILING_DOT';
  if (WINDOWS_RESERVED.test(name)) return 'RESERVED';
  return undefined;
}

export const nameRefused = (rule: TNameRule, field = 'name') =>
  new AppError(400, 'NAME_REFUSED', `This name cannot be used: ${rule}`, [{ field, message: rule }]);

/** The name as typed (NFC: macOS sends accents decomposed), or a 400 NAME_REFUSED naming the rule it breaks. */
export function checkedName(name: string, field = 'name'): string {
  const rule = brokenNameRule(name);
  if (rule) throw nameRefused(rule, field);
  return name.normalize('NFC');
}

/**
 * A path a screen sent back (a folder to open, a file to fetch): '' is the root. Refused PATH_REFUSED by the same
 * rules the storage applies (traversal, absolute, encoded separators or dots, controls), so a crafted path is
 * answered as one, not merely "not found".
 */
export function checkedPath(path: string): string {
  try {
    return toSafeSegments(path).join('/');
  } catch (error) {
    if (error instanceof PathRefusedError) throw pathRefused(error.message);
    throw error;
  }
}
