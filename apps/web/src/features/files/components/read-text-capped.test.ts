import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../test/fake-api.ts';
import { readTextCapped } from './read-text-capped.ts';

const url = '/api/v1/files/signed/log.txt?sig=abc';
const streamOf = (chunks: string[]) => {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulled++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(chunk));
    },
  });
  return { stream, pulled: () => pulled };
};

describe('readTextCapped', () => {
  it('reads a file within the cap whole', async () => {
    fakeApi({ 'GET /api/v1/files/signed/log.txt': () => new Response('a'.repeat(1000)) });
    expect(await readTextCapped(url, 1000)).toEqual({ text: 'a'.repeat(1000), truncated: false });
  });

  it('stops reading at the cap and says the text was cut', async () => {
    const body = streamOf(['a'.repeat(600), 'b'.repeat(600), 'c'.repeat(600), 'd'.repeat(600)]);
    fakeApi({ 'GET /api/v1/files/signed/log.txt': () => new Response(body.stream) });
    const read = await readTextCapped(url, 1000);
    expect(read.truncated).toBe(true);
    expect(read.text).toBe('a'.repeat(600) + 'b'.repeat(400));
    // The rest of a large file is never fetched into memory.
    expect(body.pulled()).toBeLessThan(4);
  });

  it('sends no token with the signed link', async () => {
    const fetch = fakeApi({ 'GET /api/v1/files/signed/log.txt': () => new Response('x') });
    await readTextCapped(url, 10);
    const init = fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(init?.credentials).toBe('omit');
  });

  it('turns a refused link into its error code', async () => {
    fakeApi({ 'GET /api/v1/files/signed/log.txt': () => apiError(403, 'LINK_INVALID') });
    await expect(readTextCapped(url, 10)).rejects.toMatchObject({ status: 403, code: 'LINK_INVALID' });
  });
});
