import { formatDay, formatMoney, formatMonth } from './formats.ts';
import type { Localized } from './layout.ts';

/**
 * To every active user of the tenant when the firm sets the payable amount and process date of a month's
 * sales tax (spec §4: the update "sends an update notification to the tenant"; §8 'Sale Tax Notification').
 * `payableTaxAmount` is the API's decimal string; `saleMonth` and `processDate` are 'YYYY-MM-DD'.
 */
export type SalesTaxProcessedVars = {
  name: string;
  tenantName: string;
  saleMonth: string;
  payableTaxAmount: string;
  processDate: string;
  link: string;
};

export const salesTaxProcessed: Localized<SalesTaxProcessedVars> = {
  en: ({ firm, name, tenantName, saleMonth, payableTaxAmount, processDate, link }) => ({
    subject: `Sale Tax Notification: ${tenantName}, ${formatMonth('en', saleMonth)}`,
    greeting: `Hello ${name},`,
    intro: [
      `${firm} has processed the sales tax information of ${tenantName} for ${formatMonth('en', saleMonth)}.`,
      `Payable tax amount: ${formatMoney('en', payableTaxAmount)}`,
      `Process date: ${formatDay('en', processDate)}`,
    ],
    action: { label: 'View your sales tax', url: link },
    outro: [`If anything looks wrong, contact ${firm}.`],
  }),
  es: ({ firm, name, tenantName, saleMonth, payableTaxAmount, processDate, link }) => ({
    subject: `Notificación del impuesto sobre las ventas: ${tenantName}, ${formatMonth('es', saleMonth)}`,
    greeting: `Hola, ${name}:`,
    intro: [
      `${firm} ha procesado la información del impuesto sobre las ventas de ${tenantName} de ${formatMonth('es', saleMonth)}.`,
      `Importe del impuesto a pagar: ${formatMoney('es', payableTaxAmount)}`,
      `Fecha de proceso: ${formatDay('es', processDate)}`,
    ],
    action: { label: 'Ver su impuesto sobre las ventas', url: link },
    outro: [`Si algo no parece correcto, póngase en contacto con ${firm}.`],
  }),
  de: ({ firm, name, tenantName, saleMonth, payableTaxAmount, processDate, link }) => ({
    subject: `Umsatzsteuer-Benachrichtigung: ${tenantName}, ${formatMonth('de', saleMonth)}`,
    greeting: `Hallo ${name},`,
    intro: [
      `${firm} hat die Umsatzsteuerangaben von ${tenantName} für ${formatMonth('de', saleMonth)} bearbeitet.`,
      `Zu zahlender Steuerbetrag: ${formatMoney('de', payableTaxAmount)}`,
      `Bearbeitungsdatum: ${formatDay('de', processDate)}`,
    ],
    action: { label: 'Ihre Umsatzsteuer ansehen', url: link },
    outro: [`Falls etwas nicht stimmt, wenden Sie sich an ${firm}.`],
  }),
  it: ({ firm, name, tenantName, saleMonth, payableTaxAmount, processDate, link }) => ({
    subject: `Notifica dell'imposta sulle vendite: ${tenantName}, ${formatMonth('it', saleMonth)}`,
    greeting: `Gentile ${name},`,
    intro: [
      `${firm} ha elaborato i dati dell'imposta sulle vendite di ${tenantName} per ${formatMonth('it', saleMonth)}.`,
      `Importo dell'imposta da pagare: ${formatMoney('it', payableTaxAmount)}`,
      `Data di elaborazione: ${formatDay('it', processDate)}`,
    ],
    action: { label: "Visualizza l'imposta sulle vendite", url: link },
    outro: [`Se qualcosa non torna, contatti ${firm}.`],
  }),
  ru: ({ firm, name, tenantName, saleMonth, payableTaxAmount, processDate, link }) => ({
    subject: `Уведомление о налоге с продаж: ${tenantName}, ${formatMonth('ru', saleMonth)}`,
    greeting: `Здравствуйте, ${name}!`,
    intro: [
      `${firm} обработала данные по налогу с продаж ${tenantName} за ${formatMonth('ru', saleMonth)}.`,
      `Сумма налога к уплате: ${formatMoney('ru', payableTaxAmount)}`,
      `Дата обработки: ${formatDay('ru', processDate)}`,
    ],
    action: { label: 'Посмотреть налог с продаж', url: link },
    outro: [`Если что-то выглядит неверно, свяжитесь с ${firm}.`],
  }),
};
