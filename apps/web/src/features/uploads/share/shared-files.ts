/**
 * Files shared into the installed app from another app (Web Share Target): the service worker
 * (app/install/service-worker.ts) keeps each in the Cache Storage cache below, under /app/shared-files/…, with
 * its name in X-File-Name. Here the app reads them, and forgets them once they are in an upload queue.
 */
const SHARED = 'ledgerport-shared';

export type TSharedFile = { key: string; file: File };

export async function readSharedFiles(): Promise<TSharedFile[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(SHARED);
  const shared: TSharedFile[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const name = decodeURIComponent(response.headers.get('X-File-Name') ?? '') || 'shared-file';
    const blob = await response.blob();
    shared.push({ key: request.url, file: new File([blob], name, { type: blob.type }) });
  }
  return shared;
}

export async function forgetSharedFiles(keys: string[]) {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(SHARED);
  await Promise.all(keys.map((key) => cache.delete(key)));
}
