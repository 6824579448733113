import { sheetAmount } from './bulk-amount.ts';
import type { Localized } from './layout.ts';

/**
 * One row of a bulk payroll-tax notification (spec §2, the sheet's '941 Pmt' column: the client's Form 941
 * payroll tax payment). `clientName` null when the sheet has none; `link` (the client's payroll list) only when
 * the row's e-mail belongs to a tenant.
 */
export type BulkPayrollTaxVars = { clientName: string | null; amount: string | null; link: string | null };

const action = (label: string, link: string | null) => (link ? { label, url: link } : undefined);

export const bulkPayrollTax: Localized<BulkPayrollTaxVars> = {
  en: ({ firm, clientName, amount, link }) => ({
    subject: 'Your payroll tax payment (Form 941)',
    greeting: clientName ? `Hello ${clientName},` : 'Hello,',
    intro: [
      `${firm} has sent you the amount of your payroll tax payment (Form 941).`,
      `941 payment: ${sheetAmount('en', amount)}`,
    ],
    action: action('View your payroll', link),
    outro: [`If anything looks wrong, contact ${firm}.`],
  }),
  es: ({ firm, clientName, amount, link }) => ({
    subject: 'Su pago de impuestos sobre la nómina (formulario 941)',
    greeting: clientName ? `Hola, ${clientName}:` : 'Hola:',
    intro: [
      `${firm} le ha enviado el importe de su pago de impuestos sobre la nómina (formulario 941).`,
      `Pago 941: ${sheetAmount('es', amount)}`,
    ],
    action: action('Ver sus nóminas', link),
    outro: [`Si algo no parece correcto, póngase en contacto con ${firm}.`],
  }),
  de: ({ firm, clientName, amount, link }) => ({
    subject: 'Ihre Lohnsteuerzahlung (Formular 941)',
    greeting: clientName ? `Hallo ${clientName},` : 'Hallo,',
    intro: [
      `${firm} hat Ihnen den Betrag Ihrer Lohnsteuerzahlung (Formular 941) geschickt.`,
      `941-Zahlung: ${sheetAmount('de', amount)}`,
    ],
    action: action('Ihre Lohnabrechnungen ansehen', link),
    outro: [`Falls etwas nicht stimmt, wenden Sie sich an ${firm}.`],
  }),
  it: ({ firm, clientName, amount, link }) => ({
    subject: 'Il Suo versamento delle imposte sui salari (modulo 941)',
    greeting: clientName ? `Gentile ${clientName},` : 'Gentile cliente,',
    intro: [
      `${firm} Le ha inviato l'importo del versamento delle imposte sui salari (modulo 941).`,
      `Versamento 941: ${sheetAmount('it', amount)}`,
    ],
    action: action('Visualizza le buste paga', link),
    outro: [`Se qualcosa non torna, contatti ${firm}.`],
  }),
  ru: ({ firm, clientName, amount, link }) => ({
    subject: 'Ваш платёж по налогам на заработную плату (форма 941)',
    greeting: clientName ? `Здравствуйте, ${clientName}!` : 'Здравствуйте!',
    intro: [
      `${firm} сообщает сумму вашего платежа по налогам на заработную плату (форма 941).`,
      `Платёж по форме 941: ${sheetAmount('ru', amount)}`,
    ],
    action: action('Посмотреть расчёты по зарплате', link),
    outro: [`Если что-то выглядит неверно, свяжитесь с ${firm}.`],
  }),
};
