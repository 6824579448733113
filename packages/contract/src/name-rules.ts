// Without zod: every screen's error text reads these, the sign-in screen's included (see signed-out-answers.ts).

/**
 * Why a file or folder name was refused (400 NAME_REFUSED, details[0].message): the screen names the rule.
 * Names travel to every client's disk in a zip, so they follow the strictest common file system (Windows).
 */
export const NAME_RULES = [
  'EMPTY',
  'CONTROL_CHARACTER',
  'SEPARATOR',
  'DOTS',
  'FORMAT_CHARACTER',
  'TOO_LONG',
  'SURROUNDING_SPACE',
  'TRAILING_DOT',
  'RESERVED',
  /** One of the characters Windows forbids in a name (WINDOWS_FORBIDDEN_CHARACTERS). */
  'FORBIDDEN_CHARACTER',
] as const;
export type TNameRule = (typeof NAME_RULES)[number];
/**
 * Refused in a new name (upload, rename, new folder): Windows cannot write them, so a zip with such a name
 * fails or loses the file on a client's PC. Names stored before the rule keep working (listed, downloaded).
 */
export const WINDOWS_FORBIDDEN_CHARACTERS = ['<', '>', ':', '"', '|', '?', '*'] as const;
