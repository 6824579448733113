import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';

const MAX_PIXEL_RATIO = 2;

type TProps = {
  pdf: PDFDocumentProxy | null;
  pageNumber: number;
  width: number;
  height: number;
  /** False holds the drawing back (the other pages wait until the first one shows). */
  mayDraw?: boolean;
  /** Called once the page's first picture is on screen (two frames after it was put in the canvas). */
  onShown?: () => void;
};

/** Resolves once what was just put in the page has been painted, and the browser has had a moment to itself. */
const afterPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => resolve(), { timeout: 300 })
          : setTimeout(resolve, 50),
      ),
    ),
  );

/**
 * One page drawn by pdf.js into a canvas of the size it is shown at (times the screen's pixel ratio, at most 2, so
 * text stays sharp on a phone). Drawn once the page comes near the viewport: a 20-page return shows its first page
 * without waiting for the other nineteen.
 */
export function PdfPageCanvas({ pdf, pageNumber, width, height, mayDraw = true, onShown }: TProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Without IntersectionObserver (an old browser) every page is drawn at once.
  const [near, setNear] = useState(pageNumber === 1 || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (near || !canvas) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200% 0px',
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !near || !mayDraw || !canvas || width <= 0) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    void pdf.getPage(pageNumber).then((page) => {
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      // Sharp up to 2 device pixels per CSS pixel; a 3x phone drawing 2.25 times the pixels of 2x for text no
      // one can tell apart took seconds more on a throttled phone (bench:signing).
      const sharp = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      // The first page is shown at one pixel per CSS pixel first, then redrawn sharp: on a slow phone the
      // signer reads the letter a few hundred milliseconds sooner, and the sharp copy follows unnoticed.
      const passes = pageNumber === 1 && sharp > 1 ? [1, sharp] : [sharp];
      const drawAt = (ratio: number): Promise<void> => {
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        // pdf.js draws in slices, one per animation frame; on a canvas in the page every slice is a frame the
        // browser composites (a throttled phone spent more on those than on drawing). Drawn off the page, the
        // page's canvas receives the finished picture once.
        const offPage = document.createElement('canvas');
        offPage.width = Math.floor(viewport.width);
        offPage.height = Math.floor(viewport.height);
        task = page.render({ canvas: offPage, viewport });
        return task.promise.then(() => {
          if (cancelled) return;
          canvas.width = offPage.width;
          canvas.height = offPage.height;
          canvas.getContext('2d')?.drawImage(offPage, 0, 0);
          // `data-rendered` says when the page shows (bench:signing times a phone's first page by it); set on
          // the element itself, as no one renders differently because of it.
          canvas.dataset.rendered = 'true';
        });
      };
      // Each later pass waits until the first picture has been painted and the browser is idle: on a throttled
      // phone the sharp pass (and its copy into the page's canvas) otherwise held the first picture's frame back.
      // A render superseded by a newer width is cancelled; its rejection is expected, not an error.
      void passes
        .reduce(
          (drawn, ratio, index) =>
            drawn.then(async () => {
              if (cancelled) return;
              if (index > 0) await afterPaint();
              if (cancelled) return;
              await drawAt(ratio);
              if (index === 0 && !cancelled) void afterPaint().then(() => !cancelled && onShown?.());
            }),
          Promise.resolve(),
        )
        // A page pdf.js cannot draw lets the others go on all the same.
        .catch(() => !cancelled && onShown?.());
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
    // onShown is a notice, not an input of the drawing: a new callback does not redraw the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdf, near, mayDraw, pageNumber, width]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden
      style={{ position: 'absolute', inset: 0, width, height, display: 'block', background: 'white' }}
    />
  );
}
