/**
 * The installed app's service worker, served at /app/sw.js (built by build/service-worker-build.ts; it imports
 * nothing). It does three things and no more:
 * - an offline shell: pages under /app/ come from the network, and from the last copy when there is none, so
 *   an installed app opens without a connection (the API answers nothing then, and screens say so);
 * - the hashed assets (immutable by name) kept as they are fetched, so the shell and screens seen before load
 *   offline, and a phone on a slow line does not fetch them twice;
 * - the Web Share Target: files shared from another app arrive here as a POST, are kept in a cache of their
 *   own, and the app's "Shared with Ledgerport" screen picks them up.
 * The API is never cached: every answer about a client's data comes from the server.
 */

type TExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type TFetchEvent = TExtendableEvent & { request: Request; respondWith(answer: Promise<Response> | Response): void };
type TWorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: string, listener: (event: Event) => void): void;
};

const worker = self as unknown as TWorkerScope;
const SHELL = 'ledgerport-shell';
const ASSETS = 'ledgerport-assets';
/** Also read by the app (features/uploads/share/shared-files.ts): keep the two names in step. */
const SHARED = 'ledgerport-shared';
const SHARED_PREFIX = '/app/shared-files/';
const APP_ROOT = '/app/';
/** Assets of older builds are dropped beyond this many (the oldest first). */
const MAX_ASSETS = 400;

worker.addEventListener('install', (event) => {
  (event as TExtendableEvent).waitUntil(keepShell().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  (event as TExtendableEvent).waitUntil(worker.clients.claim());
});

worker.addEventListener('fetch', (event) => {
  const fetchEvent = event as TFetchEvent;
  const { request } = fetchEvent;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.method === 'POST' && url.pathname === `${APP_ROOT}share-target`) {
    fetchEvent.respondWith(receiveShared(request));
    return;
  }
  if (request.method !== 'GET' || !url.pathname.startsWith(APP_ROOT)) return;
  if (request.mode === 'navigate') fetchEvent.respondWith(page(request));
  else if (url.pathname.startsWith(`${APP_ROOT}assets/`)) fetchEvent.respondWith(asset(request));
});

/** index.html and the files it names: what an installed app needs to open with no connection. */
async function keepShell() {
  const response = await fetch(APP_ROOT, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await (await caches.open(SHELL)).put(APP_ROOT, response);
  const named = [...html.matchAll(/(?:src|href)="(\/app\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  await (await caches.open(ASSETS)).addAll(named);
}

/** Every /app/ page is index.html: from the network (the copy kept up to date), else the last copy. */
async function page(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      void caches.open(SHELL).then((cache) => cache.put(APP_ROOT, response.clone()));
    }
    return response;
  } catch (offline) {
    const kept = await caches.match(APP_ROOT, { cacheName: SHELL });
    if (kept) return kept;
    throw offline;
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    void trim(cache);
  }
  return response;
}

async function trim(cache: Cache) {
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(old);
}

/** Files shared from another app: kept until the app's screen takes them, then that screen opens. */
async function receiveShared(request: Request): Promise<Response> {
  try {
    const form = await request.formData();
    const cache = await caches.open(SHARED);
    const stamp = Date.now();
    let index = 0;
    for (const value of form.getAll('files')) {
      if (typeof value === 'string') continue;
      const headers = {
        'Content-Type': value.type || 'application/octet-stream',
        'X-File-Name': encodeURIComponent(value.name),
      };
      await cache.put(`${SHARED_PREFIX}${stamp}-${index++}`, new Response(value, { headers }));
    }
    return Response.redirect(`${APP_ROOT}shared${index === 0 ? '?none=1' : ''}`, 303);
  } catch {
    return Response.redirect(`${APP_ROOT}shared?failed=1`, 303);
  }
}
