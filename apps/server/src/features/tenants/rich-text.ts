import type sanitizeHtml from 'sanitize-html';
import { loadSanitizeHtml } from '../../platform/lazy/heavy-modules.ts';

/**
 * Address lines arrive as rich text from the editor. Only simple formatting survives: no attributes,
 * links, images, styles or scripts, so the stored HTML is safe to render anywhere.
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

export async function sanitizeRichText(html: string | null): Promise<string | null> {
  if (html === null) return null;
  const clean = (await loadSanitizeHtml())(html, policy).trim();
  return clean === '' ? null : clean;
}
