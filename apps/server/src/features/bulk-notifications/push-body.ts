import type sanitizeHtml from 'sanitize-html';
import { loadSanitizeHtml } from '../../platform/lazy/heavy-modules.ts';

/**
 * A push body is shown as HTML in the firm's list (spec §2), so it is stored sanitised: simple emphasis and
 * line breaks survive; links, images, styles, attributes and scripts do not. E-mail and SMS get its text.
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'br', 'p'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

export const sanitizePushBody = async (html: string) => (await loadSanitizeHtml())(html, policy).trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The stored (sanitised) body as plain text: paragraphs and breaks become line breaks, entities their characters. */
export async function pushBodyText(sanitised: string): Promise<string> {
  const withBreaks = sanitised.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*/gi, '\n');
  const text = (await loadSanitizeHtml())(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
