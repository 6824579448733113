import type sanitizeHtml from 'sanitize-html';
import { loadSanitizeHtml } from '../../platform/lazy/heavy-modules.ts';

/**
 * The light formatting of a message (issue 34): **bold**, *italic* (or _italic_), lists ("- " or "1. " lines),
 * links ([text](https://…) or a bare https:// address) and line breaks. Rendered here, on the server, so every
 * reader gets the same HTML. The text is HTML-escaped BEFORE any markup is added, so whatever a person typed
 * (<script>, onerror=, a javascript: link) stays text; sanitize-html then keeps only the few tags made here, as a
 * second lock. No Markdown library in node_modules fits (none is a dependency), and this subset is small.
 */

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Only web and mail addresses become links (never javascript:, data: …). */
const SAFE_URL = /^(https?:\/\/|mailto:)[^\s]+$/i;

function inline(escaped: string): string {
  return (
    escaped
      // [text](url): the url was escaped with the rest, so it cannot break out of the attribute.
      .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (whole, label: string, url: string) =>
        SAFE_URL.test(url) ? `<a href="${url}">${label}</a>` : whole,
      )
      // Bare addresses not already inside a link we made.
      .replace(
        /(^|[\s(])(https?:\/\/[^\s<]+[^\s<.,;:!?)])/g,
        (_w, lead: string, url: string) => `${lead}<a href="${url}">${url}</a>`,
      )
      .replace(/\*\*(?=\S)([^*\n]*?\S)\*\*/g, '<strong>$1</strong>')
      .replace(/__(?=\S)([^_\n]*?\S)__/g, '<strong>$1</strong>')
      .replace(/(^|[^*\w])\*(?=\S)([^*\n]*?\S)\*(?!\*)/g, '$1<em>$2</em>')
      .replace(/(^|[^_\w])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1<em>$2</em>')
  );
}

type Block = { kind: 'p' | 'ul' | 'ol'; lines: string[] };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

function blocksOf(source: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const kind: Block['kind'] | null = bullet ? 'ul' : numbered ? 'ol' : line.trim() === '' ? null : 'p';
    if (kind === null) {
      current = null;
      continue;
    }
    const text = bullet?.[1] ?? numbered?.[1] ?? line;
    if (!current || current.kind !== kind) {
      current = { kind, lines: [] };
      blocks.push(current);
    }
    current.lines.push(text);
  }
  return blocks;
}

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { href: attribs.href ?? '', rel: 'noopener nofollow noreferrer', target: '_blank' },
    }),
  },
};

/** The message as sanitised HTML. */
export async function renderMessageHtml(source: string): Promise<string> {
  const html = blocksOf(source)
    .map((block) => {
      const lines = block.lines.map((line) => inline(escapeHtml(line)));
      if (block.kind === 'p') return `<p>${lines.join('<br>')}</p>`;
      return `<${block.kind}>${lines.map((l) => `<li>${l}</li>`).join('')}</${block.kind}>`;
    })
    .join('');
  return (await loadSanitizeHtml())(html, ALLOWED);
}

/** The message as plain text (searched, previewed, e-mailed): the formatting marks taken out, links as "text (url)". */
export function messagePlainText(source: string): string {
  return source
    .replace(/\r\n?/g, '\n')
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/\*\*|__/g, '')
    .replace(/(^|[^*\w])\*(?=\S)([^*\n]*?\S)\*/g, '$1$2')
    .trim();
}

/** At most 160 characters of the plain text, on one line. */
export const previewOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= 160 ? line : `${line.slice(0, 159)}…`;
};
