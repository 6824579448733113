/** Trailing characters that end a sentence rather than a link. */
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** Every distinct http(s) link in a plain-text e-mail body, in order of appearance. */
export function findLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'()[\]]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(TRAILING_PUNCTUATION, '')))];
}
