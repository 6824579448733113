import type { TLocale } from '@ledgerport/contract';
import type { Localized, MailContent } from './layout.ts';

/**
 * Everyone has signed and the sealed copy is stored (issue 31), to each signer. `link` opens the envelope's
 * signing page, where the signed copy downloads (for a person without an account a fresh signing-only link);
 * `linkDays` how long such a link still works, null for a portal user (the envelope stays in the portal).
 */
export type SigningCompletedVars = {
  name: string;
  title: string;
  tenantName: string;
  link: string;
  linkDays: number | null;
};

type Words = {
  greeting: (name: string) => string;
  subject: (title: string) => string;
  line: (title: string, tenant: string) => string;
  open: string;
  linkDays: (days: number) => string;
};

const russianDays = (days: number) =>
  ({ one: 'день', few: 'дня', many: 'дней', other: 'дня', zero: 'дней', two: 'дня' })[
    new Intl.PluralRules('ru').select(days)
  ];

const WORDS: Record<TLocale, Words> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    subject: (title) => `Signed by everyone: ${title}`,
    line: (title, tenant) => `Everyone has signed "${title}" (${tenant}). Your signed copy is ready.`,
    open: 'Download the signed copy',
    linkDays: (days) => `This link works for ${days} days. After that, ask your firm for a copy.`,
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    subject: (title) => `Firmado por todos: ${title}`,
    line: (title, tenant) => `Todos han firmado «${title}» (${tenant}). Su copia firmada está lista.`,
    open: 'Descargar la copia firmada',
    linkDays: (days) => `Este enlace funciona durante ${days} días. Después, pida una copia a su despacho.`,
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    subject: (title) => `Von allen unterschrieben: ${title}`,
    line: (title, tenant) =>
      `Alle haben „${title}“ (${tenant}) unterschrieben. Ihre unterschriebene Fassung liegt bereit.`,
    open: 'Unterschriebene Fassung herunterladen',
    linkDays: (days) => `Dieser Link gilt ${days} Tage. Danach erhalten Sie eine Kopie bei Ihrer Kanzlei.`,
  },
  it: {
    greeting: (name) => `Gentile ${name},`,
    subject: (title) => `Firmato da tutti: ${title}`,
    line: (title, tenant) => `Tutti hanno firmato «${title}» (${tenant}). La sua copia firmata è pronta.`,
    open: 'Scarica la copia firmata',
    linkDays: (days) => `Questo link vale ${days} giorni. In seguito, chieda una copia allo studio.`,
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    subject: (title) => `Подписано всеми: ${title}`,
    line: (title, tenant) => `Все подписали «${title}» (${tenant}). Ваш подписанный экземпляр готов.`,
    open: 'Скачать подписанный экземпляр',
    linkDays: (days) => `Ссылка действует ${days} ${russianDays(days)}. Потом попросите копию у своей фирмы.`,
  },
};

const content =
  (locale: TLocale) =>
  (vars: SigningCompletedVars): MailContent => {
    const w = WORDS[locale];
    return {
      subject: w.subject(vars.title),
      greeting: w.greeting(vars.name),
      intro: [w.line(vars.title, vars.tenantName)],
      action: { label: w.open, url: vars.link },
      outro: vars.linkDays === null ? [] : [w.linkDays(vars.linkDays)],
    };
  };

export const signingCompleted: Localized<SigningCompletedVars> = {
  en: content('en'),
  es: content('es'),
  de: content('de'),
  it: content('it'),
  ru: content('ru'),
};
