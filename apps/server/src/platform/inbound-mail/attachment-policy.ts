/**
 * Attachments the portal refuses by their name's extension: programs and scripts that run when opened (what a
 * forged or infected sender would mail an accounting firm), and disk images and shortcuts that carry them. Every
 * other type is kept as a file; a zip is kept as it came (never expanded: its contents are the client's to open,
 * and unpacking archives from strangers is how decompression bombs get in).
 */
const REFUSED_EXTENSIONS = new Set([
  'exe',
  'com',
  'bat',
  'cmd',
  'scr',
  'pif',
  'cpl',
  'msi',
  'msp',
  'dll',
  'jar',
  'js',
  'jse',
  'vbs',
  'vbe',
  'wsf',
  'wsh',
  'ps1',
  'psm1',
  'hta',
  'lnk',
  'reg',
  'iso',
  'img',
  'vhd',
  'vhdx',
  'app',
  'sh',
  'apk',
]);

export function isRefusedType(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return (
    dot >= 0 &&
    REFUSED_EXTENSIONS.has(
      name
        .slice(dot + 1)
        .toLowerCase()
        .trim(),
    )
  );
}

/** A name for an attachment sent without one, from its MIME type where that is common. */
export function fallbackName(position: number, contentType: string): string {
  const extension: Record<string, string> = {
    'application/pdf': '.pdf',
    'image/jpeg': '.jpg',
    'image/png': '.png',
    'text/plain': '.txt',
    'text/csv': '.csv',
    'application/zip': '.zip',
  };
  return `attachment-${position}${extension[contentType.toLowerCase()] ?? ''}`;
}
