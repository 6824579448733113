import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * pdf.js, fetched only when a signing screen first shows a document: the library and its worker are their own
 * chunks, so neither the login page nor the shell grows. The worker comes from our own origin (the CSP allows
 * no other), and eval stays off for the same reason.
 */
export async function loadPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  if (!pdfjs.GlobalWorkerOptions.workerSrc) pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // pdf.js takes ownership of (detaches) the buffer it is given: a copy keeps the caller's cached bytes usable.
  return pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false }).promise;
}
