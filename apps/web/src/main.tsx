import './app/styles/public-styles.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './app/app.tsx';
import { registerServiceWorker } from './app/install/register-service-worker.ts';
import { readStoredSession } from './lib/session/session-storage.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { pickInitialLocale, readStoredLocale } from './lib/i18n/locale-preference.ts';
import { warmIntl } from './lib/intl-cache.ts';

const locale = pickInitialLocale({
  stored: readStoredLocale(),
  userLocale: readStoredSession()?.user.locale,
  browserLanguages: navigator.languages ?? [navigator.language],
});

registerServiceWorker();
warmIntl(locale);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Gives the browser its turn between the steps of the start, so each is a task of its own: run together after
 * the entry's evaluation, they were one 90 ms task (about 370 ms at Lighthouse's 4× slower CPU; issue 36).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The first screen renders in its final language, not English first and then switched.
void initI18n(locale).finally(async () => {
  await nextTask();
  const start = startApp();
  await nextTask();
  // As a transition, React renders the first tree in slices of a few milliseconds, giving the browser its
  // turn between them: a plain render() is one uninterrupted task, and the first run of React, the router,
  // Mantine and i18next (each function compiled on its first call) made it a 1.5–2.4 s long task at
  // Lighthouse's 4× slower CPU (issue 17, item 4). The boot loader of index.html stays until it commits.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App {...start} />
      </StrictMode>,
    );
  });
});
