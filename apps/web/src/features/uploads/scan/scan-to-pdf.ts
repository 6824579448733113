import { MAX_EDGE, pdfPageSize, pictureSize, type TScanPage } from './scan-pages.ts';

/** JPEG quality of each page's picture: text stays crisp, and a page stays near 200 kB. */
const JPEG_QUALITY = 0.72;

type TCanvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): TCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function jpegOf(canvas: TCanvas): Promise<ArrayBuffer> {
  const blob =
    canvas instanceof HTMLCanvasElement
      ? await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', JPEG_QUALITY))
      : await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  if (!blob) throw new Error('the browser could not encode a page as JPEG');
  return blob.arrayBuffer();
}

/**
 * One page's picture as JPEG bytes: the browser's decoder crops and scales the photo (createImageBitmap, off
 * the main thread where the browser can), then the canvas turns it upright.
 */
export async function pagePicture(
  page: TScanPage,
  maxEdge = MAX_EDGE,
): Promise<{ jpeg: ArrayBuffer; width: number; height: number }> {
  const { rect, scaled, upright } = pictureSize(page, maxEdge);
  const bitmap = await createImageBitmap(page.photo, rect.x, rect.y, rect.width, rect.height, {
    resizeWidth: scaled.width,
    resizeHeight: scaled.height,
    resizeQuality: 'high',
    imageOrientation: 'from-image',
  });
  try {
    const canvas = canvasOf(upright.width, upright.height);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) throw new Error('no 2D canvas in this browser');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, upright.width, upright.height);
    context.translate(upright.width / 2, upright.height / 2);
    context.rotate((page.rotation * Math.PI) / 180);
    context.drawImage(bitmap, -scaled.width / 2, -scaled.height / 2);
    return { jpeg: await jpegOf(canvas), ...upright };
  } finally {
    bitmap.close();
  }
}

/** A small picture of the page as it will be in the PDF (rotated, cropped), for the list of pages. */
export async function pageThumbnail(page: TScanPage): Promise<Blob> {
  return new Blob([(await pagePicture(page, 320)).jpeg], { type: 'image/jpeg' });
}

/** A photo's upright size (its EXIF orientation applied), read once when it is added. */
export async function photoSize(photo: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/**
 * The pages, in order, as one PDF (pdf-lib, loaded with the scan screen only): each page as wide as Letter
 * and as tall as its picture, the picture filling it. `onPage` says how many are done, for the progress bar.
 */
export async function scanToPdf(pages: TScanPage[], onPage: (done: number) => void = () => {}): Promise<Blob> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setProducer('Ledgerport scan');
  pdf.setCreationDate(new Date());
  for (const [index, page] of pages.entries()) {
    const picture = await pagePicture(page);
    const image = await pdf.embedJpg(picture.jpeg);
    const size = pdfPageSize(picture);
    pdf.addPage([size.width, size.height]).drawImage(image, { x: 0, y: 0, width: size.width, height: size.height });
    onPage(index + 1);
  }
  const bytes = await pdf.save({ useObjectStreams: true });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
