import type { TLocale } from '@ledgerport/contract';
import type { Localized, MailContent } from './layout.ts';

/**
 * News of an envelope for the staff who manage signatures (issue 31): a signer declined (with the reason), a
 * signer was locked out after failed identity checks (a printed, hand-signed copy can be recorded instead), or
 * every signer has signed.
 */
export type SigningStaffNoticeVars = {
  name: string;
  what: 'declined' | 'locked' | 'signed';
  title: string;
  tenantName: string;
  signerName: string;
  reason: string;
  link: string;
};

type Words = {
  greeting: (name: string) => string;
  subject: Record<SigningStaffNoticeVars['what'], (title: string) => string>;
  line: Record<SigningStaffNoticeVars['what'], (signer: string, title: string, tenant: string) => string>;
  reason: string;
  open: string;
};

const WORDS: Record<TLocale, Words> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    subject: {
      declined: (t) => `Declined: ${t}`,
      locked: (t) => `Signer locked out: ${t}`,
      signed: (t) => `Signed by everyone: ${t}`,
    },
    line: {
      declined: (s, t, c) => `${s} declined to sign "${t}" (${c}).`,
      locked: (s, t, c) =>
        `${s} failed the identity check three times for "${t}" (${c}) and can no longer sign it online. You can record a printed, hand-signed copy instead.`,
      signed: (s, t, c) => `Every signer has signed "${t}" (${c}); ${s} signed last.`,
    },
    reason: 'Their reason:',
    open: 'Open the signatures',
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    subject: {
      declined: (t) => `Rechazado: ${t}`,
      locked: (t) => `Firmante bloqueado: ${t}`,
      signed: (t) => `Firmado por todos: ${t}`,
    },
    line: {
      declined: (s, t, c) => `${s} rechazó firmar «${t}» (${c}).`,
      locked: (s, t, c) =>
        `${s} no superó la verificación de identidad tres veces para «${t}» (${c}) y ya no puede firmarlo en línea. Puede registrar en su lugar una copia impresa firmada a mano.`,
      signed: (s, t, c) => `Todos los firmantes han firmado «${t}» (${c}); ${s} firmó en último lugar.`,
    },
    reason: 'Su motivo:',
    open: 'Abrir las firmas',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    subject: {
      declined: (t) => `Abgelehnt: ${t}`,
      locked: (t) => `Unterzeichner gesperrt: ${t}`,
      signed: (t) => `Von allen unterschrieben: ${t}`,
    },
    line: {
      declined: (s, t, c) => `${s} hat die Unterschrift von „${t}“ (${c}) abgelehnt.`,
      locked: (s, t, c) =>
        `${s} hat die Identitätsprüfung für „${t}“ (${c}) dreimal nicht bestanden und kann nicht mehr online unterschreiben. Sie können stattdessen eine gedruckte, handschriftlich unterschriebene Kopie erfassen.`,
      signed: (s, t, c) => `Alle Unterzeichner haben „${t}“ (${c}) unterschrieben; ${s} als Letzte(r).`,
    },
    reason: 'Begründung:',
    open: 'Unterschriften öffnen',
  },
  it: {
    greeting: (name) => `Gentile ${name},`,
    subject: {
      declined: (t) => `Rifiutato: ${t}`,
      locked: (t) => `Firmatario bloccato: ${t}`,
      signed: (t) => `Firmato da tutti: ${t}`,
    },
    line: {
      declined: (s, t, c) => `${s} ha rifiutato di firmare «${t}» (${c}).`,
      locked: (s, t, c) =>
        `${s} non ha superato tre volte la verifica d'identità per «${t}» (${c}) e non può più firmarlo online. Può registrare invece una copia stampata firmata a mano.`,
      signed: (s, t, c) => `Tutti i firmatari hanno firmato «${t}» (${c}); ${s} ha firmato per ultimo.`,
    },
    reason: 'Il motivo:',
    open: 'Apri le firme',
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    subject: {
      declined: (t) => `Отклонено: ${t}`,
      locked: (t) => `Подписант заблокирован: ${t}`,
      signed: (t) => `Подписано всеми: ${t}`,
    },
    line: {
      declined: (s, t, c) => `${s} отказался(-ась) подписать «${t}» (${c}).`,
      locked: (s, t, c) =>
        `${s} трижды не прошёл(-ла) проверку личности для «${t}» (${c}) и больше не может подписать документ онлайн. Вместо этого можно записать распечатанную копию, подписанную от руки.`,
      signed: (s, t, c) => `Все подписанты подписали «${t}» (${c}); последним(-ей) подписал(а) ${s}.`,
    },
    reason: 'Причина:',
    open: 'Открыть подписи',
  },
};

const content =
  (locale: TLocale) =>
  (vars: SigningStaffNoticeVars): MailContent => {
    const w = WORDS[locale];
    return {
      subject: w.subject[vars.what](vars.title),
      greeting: w.greeting(vars.name),
      intro: [
        w.line[vars.what](vars.signerName, vars.title, vars.tenantName),
        ...(vars.reason ? [w.reason, vars.reason] : []),
      ],
      action: { label: w.open, url: vars.link },
      outro: [],
    };
  };

export const signingStaffNotice: Localized<SigningStaffNoticeVars> = {
  en: content('en'),
  es: content('es'),
  de: content('de'),
  it: content('it'),
  ru: content('ru'),
};
