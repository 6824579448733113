/**
 * A reply's own words, without the previous e-mail its mail program quoted below them (issue 34: a reply to a
 * conversation's address is posted as a message; the thread already holds what it quotes). The text is cut at the
 * first line that starts a quote: "On … wrote:" (Gmail, Apple Mail, Thunderbird; also wrapped over two lines),
 * "-----Original Message-----" (Outlook), a "From: …" header block after a separator line, or a "> " line. Only
 * replies written above the quote (as nearly every program does) keep all of their text.
 */
const QUOTE_STARTS: RegExp[] = [
  // "On Mon, 3 Mar 2026 at 10:00, Ann <ann@example.com> wrote:" and the languages the portal speaks.
  // German and others put the verb before the name: "Am 03.03.2026 um 10:00 schrieb Kanzlei:".
  /^\s*(On|Am|El|Il|Le)\b.{0,300}(wrote|schrieb|escribió|ha scritto|a écrit)\b.{0,200}:\s*$/i,
  /^\s*\d{1,2}[./]\d{1,2}[./]\d{2,4}.{0,200}(wrote|пишет|написал\S*)\s*:\s*$/i,
  /^\s*-{2,}\s*(Original Message|Ursprüngliche Nachricht|Mensaje original|Messaggio originale|Исходное сообщение)\s*-{2,}\s*$/i,
  /^\s*_{10,}\s*$/,
  /^\s*>/,
];

/** "On Mon, 3 Mar 2026 at 10:00, Ann Dunn" / "<ann@example.com> wrote:" wrapped by the sender's program. */
const WRAPPED_ATTRIBUTION = {
  first: /^\s*(On|Am|El|Il|Le)\b/i,
  second: /(wrote|schrieb|escribió|ha scritto)\s*:\s*$/i,
};

export function stripQuotedReply(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let cut = lines.length;
  for (const [index, line] of lines.entries()) {
    const next = lines[index + 1] ?? '';
    const wrapped = WRAPPED_ATTRIBUTION.first.test(line) && WRAPPED_ATTRIBUTION.second.test(next);
    if (wrapped || QUOTE_STARTS.some((start) => start.test(line))) {
      cut = index;
      break;
    }
  }
  return lines.slice(0, cut).join('\n').trim();
}
