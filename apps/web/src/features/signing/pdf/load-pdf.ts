import type * as PdfJs from 'pdfjs-dist';
import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';

/**
 * pdf.js, fetched only when a signing screen first shows a document: the library and its worker are their own
 * chunks, so neither the login page nor the shell grows. The worker comes from our own origin (the CSP allows
 * no other), and eval stays off for the same reason.
 */
export async function loadPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const pdfjs = await preloadPdfJs();
  // pdf.js takes ownership of (detaches) the buffer it is given: a copy keeps the caller's cached bytes usable.
  return pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false, worker: workerOf(pdfjs) })
    .promise;
}

let preloaded: Promise<typeof PdfJs> | undefined;
let worker: PDFWorker | undefined;

/**
 * One pdf.js worker for the page's life, started with the preload: a worker started with the first document
 * spent the better part of a second (on a phone) reading its 1 MB script after the PDF had arrived. Documents
 * destroyed later leave it running (a worker passed in is the caller's), ready for the next.
 */
function workerOf(pdfjs: typeof PdfJs): PDFWorker {
  if (!worker || worker.destroyed) worker = new pdfjs.PDFWorker();
  return worker;
}

/**
 * pdf.js and its worker fetched ahead, while the signer reads the consent or types a code: on a phone the
 * library, its 1 MB worker and the document otherwise arrive one after another once the document is due.
 * Safe to call any number of times; `loadPdf` waits for the same promise.
 */
export function preloadPdfJs() {
  preloaded ??= fetchPdfJs();
  // A failed fetch (offline a moment) is not kept: the next call, or loadPdf, tries again.
  preloaded.catch(() => {
    preloaded = undefined;
  });
  return preloaded;
}

function fetchPdfJs() {
  // The worker's address is a module of one line: the worker's download starts at once, beside the library's
  // (on a throttled phone the library takes a second to evaluate, and the worker used to wait for it).
  const workerSrc = import('pdfjs-dist/build/pdf.worker.min.mjs?url').then((worker) => {
    // Into the HTTP cache now: the worker is started from it when the first document is opened.
    void fetch(worker.default).catch(() => {});
    return worker.default;
  });
  return Promise.all([import('pdfjs-dist'), workerSrc]).then(([pdfjs, src]) => {
    if (!pdfjs.GlobalWorkerOptions.workerSrc) pdfjs.GlobalWorkerOptions.workerSrc = src;
    workerOf(pdfjs);
    return pdfjs;
  });
}
