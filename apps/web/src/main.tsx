import './app/styles/public-styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readStoredSession } from './lib/session/session-storage.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { pickInitialLocale, readStoredLocale } from './lib/i18n/locale-preference.ts';

const locale = pickInitialLocale({
  stored: readStoredLocale(),
  userLocale: readStoredSession()?.user.locale,
  browserLanguages: navigator.languages ?? [navigator.language],
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen renders in its final language, not English first and then switched.
void initI18n(locale).finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
