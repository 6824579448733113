import { DEFAULT_PRIMARY_COLOR } from '@ledgerport/contract';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** The two text colours a button may take: the layout's white, or its dark body text. */
const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#1f2933';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The firm's colour for a button's background (anything but #rrggbb falls back to Ledgerport's blue: it lands in a
 * style attribute) and the text colour that reads best on it: white on a dark or saturated colour, dark text on a
 * light one (a firm's yellow or mint would otherwise carry white text nobody can read).
 */
export function buttonColors(color: string | undefined): { background: string; text: string } {
  const background = color && HEX_COLOR.test(color) ? color.toLowerCase() : DEFAULT_PRIMARY_COLOR;
  const text = contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
  return { background, text };
}
