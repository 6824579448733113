import { i18n } from './i18n.ts';

let loading: Promise<void> | null = null;

/**
 * Adds the rest of English (everything the signed-in screens say) to the messages the first download brought
 * (signed-out-messages.ts). English is every other language's fallback, so it is complete before any signed-in
 * screen renders: the router waits for this with the shell's own chunk. Fetched once; the raw text keeps it one
 * module apart from the sections the entry imports.
 */
export function loadAllMessages(): Promise<void> {
  loading ??= Promise.all([
    import('../../locales/en.json?raw').then(({ default: text }) => {
      i18n.addResourceBundle('en', 'translation', JSON.parse(text) as object, true, false);
    }),
    // dayjs in the interface language, for the signed-in screens that use it.
    import('./dayjs-language.ts').then(({ dayjsReady }) => dayjsReady),
  ]).then(() => {});
  return loading;
}

/** A lazy screen's import together with the rest of English: `withAllMessages(import('…'))`. */
export async function withAllMessages<TModule>(screen: Promise<TModule>): Promise<TModule> {
  const [module] = await Promise.all([screen, loadAllMessages()]);
  return module;
}
