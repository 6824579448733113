import path from 'node:path';
import { VALIDATION_MESSAGES, type TNameRule } from '@ledgerport/contract';
import { PathRefusedError } from '../../platform/storage/storage.ts';
import { toSafeName } from '../../platform/storage/safe-path.ts';
import { hasForbiddenCharacter } from './document-name.ts';

const MAX_NAME_CHARACTERS = 200;
const FORMAT_CHARACTER = /\p{Cf}/u;
/** Below the usual 255-byte file-system limit, leaving room for a " (12)" collision suffix. */
const MAX_NAME_BYTES = 240;

/** A refusal names the rule (400 NAME_REFUSED, translated on screen) when it is one of the name rules. */
export type UploadNameResult = { ok: true; name: string } | { ok: false; reason: string; rule?: TNameRule };

/** Cuts a long name to 200 characters (code points, never half a pair) and 240 UTF-8 bytes, keeping its extension. */
function shorten(name: string): string {
  const fits = (text: string) =>
    Array.from(text).length <= MAX_NAME_CHARACTERS && Buffer.byteLength(text) <= MAX_NAME_BYTES;
  if (fits(name)) return name;
  const extension = path.extname(name);
  const kept = extension.length > 0 && extension.length < 20 ? extension : '';
  const stem = Array.from(name.slice(0, name.length - kept.length));
  while (stem.length > 0 && !fits(stem.join('').trimEnd() + kept)) stem.pop();
  return stem.join('').trimEnd() + kept;
}

/**
 * The name an uploaded file is stored under. Browsers send a bare file name, so a name carrying a path
 * separator or NUL is a crafted request and is refused rather than quietly cut down to its last segment.
 * So is one with invisible format characters (bidi overrides, zero-width), and one with a character Windows
 * forbids (`< > : " | ? *`, the name rule of document-name.ts). Other control characters are dropped, the name
 * trimmed, NFC-normalised (macOS sends decomposed accents) and shortened; then it must pass the storage's own name rules (no '.', '..', encoded separators or dots,
 * nothing named like the folder configuration file), checked here so nothing is read before refusing.
 */
export function safeUploadName(original: string): UploadNameResult {
  if (/[/\\\0]/.test(original)) return { ok: false, reason: 'the name contains a path separator or NUL' };
  // Format characters (Unicode Cf) draw nothing: a right-to-left override shows "\u202eexe.txt" as "txt.exe",
  // zero-width ones make two different names look the same. In a folder clients trust, that is spoofing.
  if (FORMAT_CHARACTER.test(original)) return { ok: false, reason: VALIDATION_MESSAGES.nameFormatCharacters };
  // Refused, not replaced: the client's file would be stored under a name they never gave it. Browsers send a
  // '"' in a file name as %22 (the HTML form encoding), which would otherwise be stored as those three characters.
  if (hasForbiddenCharacter(original) || original.includes('%22')) {
    return { ok: false, reason: 'the name contains a character Windows forbids', rule: 'FORBIDDEN_CHARACTER' };
  }
  const cleaned = shorten(
    original
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
      .normalize('NFC')
      .trim(),
  );
  if (cleaned === '') return { ok: false, reason: 'the name is empty' };
  try {
    return { ok: true, name: toSafeName(cleaned) };
  } catch (error) {
    if (error instanceof PathRefusedError) return { ok: false, reason: error.message };
    throw error;
  }
}
