import { NOT_AVAILABLE, type TBulkNotificationKind, type TLocale } from '@ledgerport/contract';
import { sheetAmount } from '../../platform/mail/templates/bulk-amount.ts';

/**
 * A row's text message, in the recipient's language, signed with the firm's name (a text from an unnamed sender
 * reads like spam). Kept short: one SMS segment where the names allow.
 */
type TextVars = { clientName: string | null; amount: string | null; body: string; firmName: string };

const withName = (name: string | null, sentence: string) =>
  name ? `${name}: ${sentence}` : sentence.charAt(0).toUpperCase() + sentence.slice(1);

const SALES_TAX: Record<TLocale, (amount: string) => string> = {
  en: (amount) => `your sales tax amount is ${amount}.`,
  es: (amount) => `el importe de su impuesto sobre las ventas es ${amount}.`,
  de: (amount) => `Ihr Umsatzsteuerbetrag beträgt ${amount}.`,
  it: (amount) => `l'importo della Sua imposta sulle vendite è ${amount}.`,
  ru: (amount) => `сумма вашего налога с продаж: ${amount}.`,
};

const PAYROLL_TAX: Record<TLocale, (amount: string) => string> = {
  en: (amount) => `your payroll tax payment (Form 941) is ${amount}.`,
  es: (amount) => `su pago de impuestos sobre la nómina (formulario 941) es de ${amount}.`,
  de: (amount) => `Ihre Lohnsteuerzahlung (Formular 941) beträgt ${amount}.`,
  it: (amount) => `il Suo versamento delle imposte sui salari (modulo 941) è di ${amount}.`,
  ru: (amount) => `ваш платёж по налогам на зарплату (форма 941): ${amount}.`,
};

/** A client name the sheet left blank arrives as 'N/A': greet nobody rather than "N/A". */
export const nameOrNull = (name: string) => (name.trim() === '' || name === NOT_AVAILABLE ? null : name);

export function bulkText(kind: TBulkNotificationKind, locale: TLocale, vars: TextVars): string {
  if (kind === 'PUSH') return vars.body;
  const sentences = kind === 'SALES_TAX' ? SALES_TAX : PAYROLL_TAX;
  return `${withName(vars.clientName, sentences[locale](sheetAmount(locale, vars.amount)))} ${vars.firmName}`;
}
