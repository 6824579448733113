import { Alert, Loader, Stack } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPdf } from './load-pdf.ts';
import { PdfPageCanvas } from './pdf-page-canvas.tsx';
import { useFitWidth } from './use-fit-width.ts';

export type TPageSize = { width: number; height: number };

type TProps = {
  /** Each page's size in PDF points, as the server measured it: the layout is right before pdf.js has drawn. */
  pages: TPageSize[];
  /** The PDF itself; until it arrives the pages stand empty at their size. */
  bytes: ArrayBuffer | undefined;
  /** What lies on a page (fields), positioned in CSS pixels: `scale` is pixels per PDF point. */
  renderOverlay?: (pageNumber: number, scale: number) => ReactNode;
};

/** A PDF's pages one under the other, each fit to the width available (a phone's included). */
export function PdfDocument({ pages, bytes, renderOverlay }: TProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useFitWidth(containerRef);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  // The other pages are drawn once the first one shows: drawn beside it, pages 2 and 3 (near the viewport) shared
  // the throttled phone's main thread with it and put the first page off by as much again.
  const [firstShown, setFirstShown] = useState(false);

  useEffect(() => {
    if (!bytes) return;
    let current: PDFDocumentProxy | null = null;
    let cancelled = false;
    loadPdf(bytes).then(
      (loaded) => {
        current = loaded;
        if (cancelled) void loaded.destroy();
        else setPdf(loaded);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      void current?.destroy();
    };
  }, [bytes]);

  return (
    <Stack ref={containerRef} gap="md" w="100%" data-testid="pdf-document">
      {failed && <Alert color="red">{t('signing.pdf.failed')}</Alert>}
      {!pdf && !failed && <Loader size="sm" aria-label={t('signing.pdf.loading')} />}
      {pages.map((size, index) => {
        const scale = width / size.width;
        const height = size.height * scale;
        return (
          <div
            key={index}
            role="group"
            aria-label={t('signing.pdf.page', { page: index + 1, count: pages.length })}
            style={{ position: 'relative', width, height, boxShadow: 'var(--mantine-shadow-sm)' }}
          >
            <PdfPageCanvas
              pdf={pdf}
              pageNumber={index + 1}
              width={width}
              height={height}
              mayDraw={index === 0 || firstShown}
              onShown={index === 0 ? () => setFirstShown(true) : undefined}
            />
            {renderOverlay?.(index + 1, scale)}
          </div>
        );
      })}
    </Stack>
  );
}
