import { readFirmBranding } from '../branding/firm-branding.repo.ts';
import type { Db } from '../db/schema.ts';
import type { SmsQueue } from './sms-channel.ts';
import type { TLocale } from '@ledgerport/contract';

/**
 * The text message carrying a sign-in code (issue 32: codes by SMS as a client's second factor), in the
 * recipient's language. Short (one SMS segment in every language) and without a link: a texted link is what
 * phishing looks like, and the code is typed where the sign-in started.
 */
const TEXTS: Record<TLocale, (code: string, firm: string, minutes: number) => string> = {
  en: (code, firm, m) => `${code} is your ${firm} sign-in code. It expires in ${m} minutes. Never share it.`,
  es: (code, firm, m) => `${code} es su código de acceso a ${firm}. Caduca en ${m} minutos. No lo comparta.`,
  de: (code, firm, m) => `${code} ist Ihr Anmeldecode für ${firm}. Er läuft in ${m} Minuten ab. Nicht weitergeben.`,
  it: (code, firm, m) => `${code} è il suo codice di accesso a ${firm}. Scade tra ${m} minuti. Non condividerlo.`,
  ru: (code, firm, m) => `${code} — ваш код входа в ${firm}. Действует ${m} мин. Никому его не сообщайте.`,
};

export const signInCodeText = (locale: TLocale, code: string, firm: string, minutes: number) =>
  TEXTS[locale](code, firm, minutes);

/** Texts a sign-in code (in the caller's transaction), signed with the firm's name so the client knows who sent it. */
export async function enqueueSignInCodeText(
  trx: Db,
  sms: SmsQueue,
  message: { to: string; locale: TLocale; code: string; minutes: number; idempotencyKey: string },
) {
  const { firm_name } = await readFirmBranding(trx);
  await sms.enqueue(trx, {
    to: message.to,
    locale: message.locale,
    body: signInCodeText(message.locale, message.code, firm_name, message.minutes),
    idempotencyKey: message.idempotencyKey,
  });
}
