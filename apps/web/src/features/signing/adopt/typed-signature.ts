/** The script font a typed signature is drawn in (@fontsource/dancing-script, bundled: no font CDN). */
export const SCRIPT_FONT = '"Dancing Script", cursive';

/**
 * A typed name drawn in the script font onto a transparent canvas, as a PNG data URL: the server only ever
 * places images, so a typed and a drawn signature reach the PDF the same way. The font is awaited first; drawn
 * before it loads, the signature would be in the fallback face.
 */
export async function typedSignaturePng(text: string, size = { width: 600, height: 150 }): Promise<string> {
  const px = Math.round(size.height * 0.55);
  await document.fonts.load(`${px}px ${SCRIPT_FONT}`).catch(() => []);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw a signature');
  // A long name shrinks to fit the width rather than being cut.
  let fontPx = px;
  context.font = `${fontPx}px ${SCRIPT_FONT}`;
  const measured = context.measureText(text).width;
  if (measured > size.width * 0.94) fontPx = Math.floor((fontPx * size.width * 0.94) / measured);
  context.font = `${fontPx}px ${SCRIPT_FONT}`;
  context.fillStyle = '#0b1f4d';
  context.textBaseline = 'middle';
  context.textAlign = 'center';
  context.fillText(text, size.width / 2, size.height / 2);
  return canvas.toDataURL('image/png');
}

/** "Ann Marie Taxpayer" → "AMT": what the initials field offers until the signer types their own. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
