import { MAX_EDGE, pdfPageSize, pictureSize, type TScanPage } from './scan-pages.ts';

/** JPEG quality of each page's picture: text stays crisp, and a page stays near 200 kB. */
const JPEG_QUALITY = 0.72;
/** The kept photo (preparePhoto), which an unturned, uncropped page uses as it is. */
const PREPARED_QUALITY = 0.72;

type TCanvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): TCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function jpegOf(canvas: TCanvas, quality = JPEG_QUALITY): Promise<ArrayBuffer> {
  const blob =
    canvas instanceof HTMLCanvasElement
      ? await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', quality))
      : await canvas.convertToBlob({ type: 'image/jpeg', quality });
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
  // Unturned, uncropped and already small enough: the kept JPEG is the page's picture, with no second encoding.
  const untouched =
    page.rotation === 0 && rect.width === page.width && rect.height === page.height && scaled.width === page.width;
  if (untouched && page.photo.type === 'image/jpeg') return { jpeg: await page.photo.arrayBuffer(), ...upright };
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

/**
 * A photo as a scan keeps it: upright (its EXIF orientation applied), at most MAX_EDGE on its long side, JPEG.
 * Done once, as the page is added (while the user takes or arranges the next): a phone's 12-megapixel photo is
 * decoded once, not again for every thumbnail and at "Make PDF", and an unturned, uncropped page goes into the
 * PDF as it is. A crop then cuts from this picture: a page cropped to half its width keeps half its pixels.
 */
export async function preparePhoto(photo: Blob): Promise<{ photo: Blob; width: number; height: number }> {
  const full = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const factor = Math.min(1, MAX_EDGE / Math.max(full.width, full.height));
    const width = Math.max(1, Math.round(full.width * factor));
    const height = Math.max(1, Math.round(full.height * factor));
    const canvas = canvasOf(width, height);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) throw new Error('no 2D canvas in this browser');
    context.imageSmoothingQuality = 'high';
    context.drawImage(full, 0, 0, width, height);
    return { photo: new Blob([await jpegOf(canvas, PREPARED_QUALITY)], { type: 'image/jpeg' }), width, height };
  } finally {
    full.close();
  }
}

/** A small picture of the page as it will be in the PDF (rotated, cropped), for the list of pages. */
export async function pageThumbnail(page: TScanPage): Promise<Blob> {
  return new Blob([(await pagePicture(page, 320)).jpeg], { type: 'image/jpeg' });
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
