/**
 * The address lines are stored as simple rich text (HTML the server sanitises). Until a rich-text editor
 * arrives, the form edits them as plain text: lines become `<br>`-separated text in one paragraph, and stored
 * HTML is shown as its text, one line per line break or block.
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function plainToRichText(text: string): string | null {
  const lines = text.trim().split(/\r?\n/);
  return lines.join('').trim() ? `<p>${lines.map((line) => escapeHtml(line.trim())).join('<br>')}</p>` : null;
}

export function richTextToPlain(html: string | null): string {
  if (!html) return '';
  // Parsed, never attached to the page: nothing in it runs or loads.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  doc.querySelectorAll('p, li').forEach((block) => block.append('\n'));
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * What to send for an address line: the stored HTML untouched when the text was not edited (so formatting
 * this plain box cannot show is not lost), otherwise the edited text as rich text.
 */
export function addressLineToSend(text: string, stored: string | null | undefined): string | null {
  if (stored && richTextToPlain(stored) === text.trim()) return stored;
  return plainToRichText(text);
}
