import { sheetAmount } from './bulk-amount.ts';
import type { Localized } from './layout.ts';

/**
 * One row of a bulk sales-tax notification (spec §2 /upload/send/bulk/sale/tax/notification): the amount the
 * firm's sheet gives for this client. `clientName` null when the sheet has none; `link` (the client's sales-tax
 * list) only when the row's e-mail belongs to a tenant.
 */
export type BulkSalesTaxVars = { clientName: string | null; amount: string | null; link: string | null };

const action = (label: string, link: string | null) => (link ? { label, url: link } : undefined);

export const bulkSalesTax: Localized<BulkSalesTaxVars> = {
  en: ({ firm, clientName, amount, link }) => ({
    subject: 'Your sales tax amount',
    greeting: clientName ? `Hello ${clientName},` : 'Hello,',
    intro: [`${firm} has sent you the amount of your sales tax.`, `Sales tax: ${sheetAmount('en', amount)}`],
    action: action('View your sales tax', link),
    outro: [`If anything looks wrong, contact ${firm}.`],
  }),
  es: ({ firm, clientName, amount, link }) => ({
    subject: 'El importe de su impuesto sobre las ventas',
    greeting: clientName ? `Hola, ${clientName}:` : 'Hola:',
    intro: [
      `${firm} le ha enviado el importe de su impuesto sobre las ventas.`,
      `Impuesto sobre las ventas: ${sheetAmount('es', amount)}`,
    ],
    action: action('Ver su impuesto sobre las ventas', link),
    outro: [`Si algo no parece correcto, póngase en contacto con ${firm}.`],
  }),
  de: ({ firm, clientName, amount, link }) => ({
    subject: 'Ihr Umsatzsteuerbetrag',
    greeting: clientName ? `Hallo ${clientName},` : 'Hallo,',
    intro: [`${firm} hat Ihnen den Betrag Ihrer Umsatzsteuer geschickt.`, `Umsatzsteuer: ${sheetAmount('de', amount)}`],
    action: action('Ihre Umsatzsteuer ansehen', link),
    outro: [`Falls etwas nicht stimmt, wenden Sie sich an ${firm}.`],
  }),
  it: ({ firm, clientName, amount, link }) => ({
    subject: "L'importo della Sua imposta sulle vendite",
    greeting: clientName ? `Gentile ${clientName},` : 'Gentile cliente,',
    intro: [
      `${firm} Le ha inviato l'importo dell'imposta sulle vendite.`,
      `Imposta sulle vendite: ${sheetAmount('it', amount)}`,
    ],
    action: action("Visualizza l'imposta sulle vendite", link),
    outro: [`Se qualcosa non torna, contatti ${firm}.`],
  }),
  ru: ({ firm, clientName, amount, link }) => ({
    subject: 'Сумма вашего налога с продаж',
    greeting: clientName ? `Здравствуйте, ${clientName}!` : 'Здравствуйте!',
    intro: [`${firm} сообщает сумму вашего налога с продаж.`, `Налог с продаж: ${sheetAmount('ru', amount)}`],
    action: action('Посмотреть налог с продаж', link),
    outro: [`Если что-то выглядит неверно, свяжитесь с ${firm}.`],
  }),
};
