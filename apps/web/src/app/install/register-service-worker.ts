/**
 * The service worker (service-worker.ts, built to /app/sw.js) registered once the page has loaded, in a
 * production build only: the development server has no sw.js, and a worker there would serve stale modules.
 * A browser without service workers, or one that refuses (a private window), simply has no offline shell.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  addEventListener('load', () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .catch(() => {});
  });
}
