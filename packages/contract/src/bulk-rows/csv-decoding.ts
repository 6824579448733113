/**
 * A CSV file's text. Give SheetJS this string (`type: 'string'`) rather than the bytes, on both sides: from
 * bytes it reads a CSV without a byte-order mark as Latin-1, which garbles every accented or Cyrillic name.
 * UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Windows-1252 (Excel's "CSV" on Windows).
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
