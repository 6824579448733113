import type { TCodeChannel, TLocale } from '@ledgerport/contract';
import type { Db } from '../../../platform/db/schema.ts';
import type { MailQueue } from '../../../platform/mail/mail-channel.ts';
import { mailLocale } from '../../../platform/mail/templates/render-mail.ts';
import type { SmsQueue } from '../../../platform/sms/sms-channel.ts';
import type { CheckSigner, CheckStarted } from './identity-check.ts';
import { maskPhone } from '../../../platform/sms/phone-mask.ts';
import { maskEmail, matchesHash, newCode, saltedHash } from './secrets-hash.ts';

export const CODE_MINUTES = 10;

const SMS_TEXT: Record<TLocale, (code: string, minutes: number) => string> = {
  en: (code, m) => `Your signing code is ${code}. It expires in ${m} minutes.`,
  es: (code, m) => `Su código de firma es ${code}. Caduca en ${m} minutos.`,
  de: (code, m) => `Ihr Unterschriftscode lautet ${code}. Er läuft in ${m} Minuten ab.`,
  it: (code, m) => `Il suo codice di firma è ${code}. Scade tra ${m} minuti.`,
  ru: (code, m) => `Ваш код для подписи: ${code}. Он действует ${m} минут.`,
};

export type CodeChannels = { mail: MailQueue; sms: SmsQueue };

/** Where a code can go: always the signer's e-mail; by SMS where staff gave (or the account has) a number. */
export function codeChannels(signer: CheckSigner): { channel: TCodeChannel; to: string }[] {
  const list: { channel: TCodeChannel; to: string }[] = [{ channel: 'email', to: maskEmail(signer.email) }];
  if (signer.phone) list.push({ channel: 'sms', to: maskPhone(signer.phone) });
  return list;
}

/**
 * Sends a fresh six-digit code through the outbound pipeline (e-mail or SMS) in the caller's transaction. A new
 * code replaces the last one; each send has its own key, so a retried job never sends one code twice.
 */
export async function sendCode(
  trx: Db,
  channels: CodeChannels,
  signer: CheckSigner,
  channel: TCodeChannel,
  now: Date,
): Promise<CheckStarted> {
  const code = newCode();
  const codeHash = saltedHash(code);
  const key = `signing-code:${signer.id}:${codeHash.slice(0, 16)}`;
  const locale = mailLocale(signer.locale);
  if (channel === 'sms' && signer.phone) {
    await channels.sms.enqueue(trx, {
      to: signer.phone,
      locale,
      body: SMS_TEXT[locale](code, CODE_MINUTES),
      idempotencyKey: key,
    });
  } else {
    channel = 'email';
    await channels.mail.enqueue(trx, {
      to: signer.email,
      locale,
      template: 'signing-code',
      vars: { name: signer.name, title: signer.envelopeTitle, code, expiresInMinutes: CODE_MINUTES },
      idempotencyKey: key,
    });
  }
  const to = channel === 'sms' ? maskPhone(signer.phone!) : maskEmail(signer.email);
  return { channel, to, codeHash, expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000) };
}

/** Whether the answer's code is the live one. */
export function codeMatches(signer: CheckSigner, code: string, now: Date): 'ok' | 'wrong' | 'expired' {
  if (!signer.codeHash || !signer.codeExpiresAt || signer.codeExpiresAt <= now) return 'expired';
  return matchesHash(code.trim(), signer.codeHash) ? 'ok' : 'wrong';
}
