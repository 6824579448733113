import { FOLDER_CONFIG_FILE } from '@ledgerport/contract';
import { PathRefusedError } from './storage.ts';

/**
 * Names starting with this are ours (the folder config file, upload temp files): never listed, never addressable.
 * Compared case-insensitively because a case-insensitive file system (macOS, SMB mounts) would otherwise let
 * ".LEDGERPORT.JSON" reach the config file.
 */
const RESERVED_PREFIX = '.ledgerport';
if (!FOLDER_CONFIG_FILE.toLowerCase().startsWith(RESERVED_PREFIX)) {
  throw new Error('FOLDER_CONFIG_FILE must start with the reserved prefix so that it stays hidden');
}

/**
 * The hidden folder at each tenant root where uploads stream before they are published (local-write.ts, s3-upload.lazy.ts),
 * one place for the sweep to look. Earlier versions streamed beside the final name as `uploadTempName`; those
 * names stay hidden too.
 */
export const STAGING_FOLDER = `${RESERVED_PREFIX}-staging`;
export const stagedFileName = (id: string) => `${id}.part`;
export const uploadTempName = (id: string) => `${RESERVED_PREFIX}-upload-${id}.part`;
const LEGACY_UPLOAD_TEMP = /^\.ledgerport-upload-[0-9a-f-]+\.part$/i;
export const isLegacyUploadTemp = (name: string) => LEGACY_UPLOAD_TEMP.test(name);

/** Longest name most file systems accept, in UTF-8 bytes. */
export const MAX_NAME_BYTES = 255;

// C0 controls (NUL included), DEL and C1 controls: never part of a document name, and some of them let a name
// be read differently by different layers (terminals, logs, HTTP headers).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Encoded '.', '/', '\' and controls, in either case. Checked at every depth of decoding, so '%252e' is caught
// once '%25' has become '%'.
const ENCODED_DANGER = /%(?:2e|2f|5c|[01][0-9a-f]|7f)/i;
const PERCENT_ESCAPES = /(?:%[0-9a-f]{2})+/gi;
// Deeper than any double/triple encoding a proxy chain produces; a name still changing after this is refused.
const MAX_DECODE_DEPTH = 8;

/**
 * Turns a caller's path relative to a tenant root ('' = the root, segments joined by '/') into its segments, or
 * throws PathRefusedError for anything that could reach outside the root or a reserved file: NUL and controls,
 * backslashes, absolute or drive paths, '.' / '..' / empty segments, and percent-encoded separators, dots or
 * controls at any depth of encoding. A literal '%' in an ordinary name ("50% report.pdf") is fine.
 *
 * Drivers call this on every operation; the symlink check happens later, against the real file system.
 */
export function toSafeSegments(relativePath: string): string[] {
  if (typeof relativePath !== 'string') throw new PathRefusedError('not a string');
  if (relativePath === '') return [];
  if (relativePath.includes('\\')) throw new PathRefusedError('backslash');
  if (relativePath.startsWith('/')) throw new PathRefusedError('absolute path');
  if (/^[A-Za-z]:/.test(relativePath)) throw new PathRefusedError('drive letter');
  return relativePath.split('/').map(checkSegment);
}

/** One file name (no separators), as given for an upload. */
export function toSafeName(name: string): string {
  const segments = toSafeSegments(name);
  if (segments.length !== 1) throw new PathRefusedError('a file name must be one path segment');
  return segments[0] as string;
}

/**
 * Whether a name found in storage may be shown: not reserved and addressable through toSafeSegments (an object
 * key such as "a\b" or ".." written by another tool would be listed but could never be opened).
 */
export function isListableName(name: string): boolean {
  try {
    checkSegment(name);
    return true;
  } catch {
    return false;
  }
}

function checkSegment(segment: string): string {
  if (segment === '') throw new PathRefusedError('empty segment');
  if (Buffer.byteLength(segment) > MAX_NAME_BYTES) throw new PathRefusedError('name too long');
  let level = segment;
  for (let depth = 0; ; depth++) {
    if (CONTROL.test(level)) throw new PathRefusedError('control character');
    if (level.includes('/') || level.includes('\\')) throw new PathRefusedError('encoded separator');
    if (level === '.' || level === '..') throw new PathRefusedError('dot segment');
    if (level.toLowerCase().startsWith(RESERVED_PREFIX)) throw new PathRefusedError('reserved name');
    if (ENCODED_DANGER.test(level)) throw new PathRefusedError('encoded separator, dot or control');
    const decoded = decodeLeniently(level);
    if (decoded === level) return segment;
    // Invalid or overlong UTF-8 (e.g. '%c0%af', an old spelling of '/') decodes to U+FFFD: refuse rather than
    // guess what another layer would make of it.
    if (countReplacementChars(decoded) > countReplacementChars(level)) {
      throw new PathRefusedError('invalid encoded UTF-8');
    }
    if (depth === MAX_DECODE_DEPTH) throw new PathRefusedError('too many levels of encoding');
    level = decoded;
  }
}

/** One level of percent-decoding that leaves a stray '%' (as in "50% off") alone instead of throwing. */
function decodeLeniently(text: string): string {
  return text.replace(PERCENT_ESCAPES, (run) => {
    const bytes = Buffer.from(run.replaceAll('%', ''), 'hex');
    return bytes.toString('utf8');
  });
}

const countReplacementChars = (text: string) => text.split('\uFFFD').length - 1;
