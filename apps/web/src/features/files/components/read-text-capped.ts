import { apiErrorFromBody } from '../../../lib/api-client.ts';

/** The text preview shows at most this much of a file; the rest is a download away. */
export const TEXT_PREVIEW_MAX_BYTES = 1024 * 1024;

export type TTextPreview = { text: string; truncated: boolean };

/**
 * The start of a text file behind a signed link, up to `maxBytes`, read as a stream and cut off there: a 2 GB log
 * never lands in memory. The link carries its own authority, so no token or cookie goes with it.
 */
export async function readTextCapped(
  url: string,
  maxBytes = TEXT_PREVIEW_MAX_BYTES,
  signal?: AbortSignal,
): Promise<TTextPreview> {
  const response = await fetch(url, { credentials: 'omit', signal });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw apiErrorFromBody(response.status, response.statusText, body);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  const reader = response.body?.getReader();
  if (!reader) {
    const all = new Uint8Array(await response.arrayBuffer());
    return { text: decode([all.subarray(0, maxBytes)]), truncated: all.byteLength > maxBytes };
  }
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = maxBytes - size;
    if (value.byteLength > room) {
      chunks.push(value.subarray(0, room));
      truncated = true;
      await reader.cancel();
      break;
    }
    chunks.push(value);
    size += value.byteLength;
  }
  return { text: decode(chunks), truncated };
}

function decode(chunks: Uint8Array[]): string {
  const decoder = new TextDecoder('utf-8');
  // A character cut in half at the limit shows as one replacement mark, not an error.
  return chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();
}
