import path from 'node:path';

export type PreviewKind = 'image' | 'pdf' | 'text' | 'none';

/**
 * What may be shown inline from our origin, by extension. SVG is deliberately absent: it can carry script.
 * HTML and everything unknown are 'none' (download only), so user content never runs as a page of ours.
 */
const KINDS: Record<string, { preview: PreviewKind; contentType: string }> = {
  jpg: { preview: 'image', contentType: 'image/jpeg' },
  jpeg: { preview: 'image', contentType: 'image/jpeg' },
  png: { preview: 'image', contentType: 'image/png' },
  gif: { preview: 'image', contentType: 'image/gif' },
  bmp: { preview: 'image', contentType: 'image/bmp' },
  webp: { preview: 'image', contentType: 'image/webp' },
  pdf: { preview: 'pdf', contentType: 'application/pdf' },
  txt: { preview: 'text', contentType: 'text/plain; charset=utf-8' },
  log: { preview: 'text', contentType: 'text/plain; charset=utf-8' },
  md: { preview: 'text', contentType: 'text/plain; charset=utf-8' },
  csv: { preview: 'text', contentType: 'text/csv; charset=utf-8' },
};

const DOWNLOAD_ONLY = { preview: 'none' as const, contentType: 'application/octet-stream' };

export function classifyFile(fileName: string): { preview: PreviewKind; contentType: string } {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  return KINDS[extension] ?? DOWNLOAD_ONLY;
}

export type Disposition = 'inline' | 'attachment';

/**
 * How a file is actually served: `inline` only for the safe kinds, and then with its real type; an
 * attachment is always application/octet-stream so no browser is tempted to render it.
 */
export function servingPlan(fileName: string, requested: Disposition) {
  const { preview, contentType } = classifyFile(fileName);
  const inline = requested === 'inline' && preview !== 'none';
  return {
    preview,
    disposition: (inline ? 'inline' : 'attachment') as Disposition,
    contentType: inline ? contentType : 'application/octet-stream',
  };
}
