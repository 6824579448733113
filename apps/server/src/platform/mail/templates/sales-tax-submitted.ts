import { formatMonth } from './formats.ts';
import type { Localized } from './layout.ts';

/**
 * To each of the firm's staff who may view sales tax, when a client sends its sales-tax information for a
 * month. The amounts stay in the portal: the e-mail says who sent what for which month and links to the list.
 */
export type SalesTaxSubmittedVars = { name: string; tenantName: string; saleMonth: string; link: string };

export const salesTaxSubmitted: Localized<SalesTaxSubmittedVars> = {
  en: ({ firm, name, tenantName, saleMonth, link }) => ({
    subject: `Sales tax information from ${tenantName} for ${formatMonth('en', saleMonth)}`,
    greeting: `Hello ${name},`,
    intro: [
      `${tenantName} has sent its sales tax information for ${formatMonth('en', saleMonth)}.`,
      'Review it and send the payable tax amount to the client from the sales tax list:',
    ],
    action: { label: 'Open the sales tax list', url: link },
    outro: [`You receive this e-mail because you can view sales tax in the ${firm} portal.`],
  }),
  es: ({ firm, name, tenantName, saleMonth, link }) => ({
    subject: `Información del impuesto sobre las ventas de ${tenantName} de ${formatMonth('es', saleMonth)}`,
    greeting: `Hola, ${name}:`,
    intro: [
      `${tenantName} ha enviado su información del impuesto sobre las ventas de ${formatMonth('es', saleMonth)}.`,
      'Revísela y envíe al cliente el importe del impuesto a pagar desde la lista de impuestos sobre las ventas:',
    ],
    action: { label: 'Abrir la lista de impuestos sobre las ventas', url: link },
    outro: [`Recibe este correo porque puede consultar el impuesto sobre las ventas en el portal de ${firm}.`],
  }),
  de: ({ firm, name, tenantName, saleMonth, link }) => ({
    subject: `Umsatzsteuerangaben von ${tenantName} für ${formatMonth('de', saleMonth)}`,
    greeting: `Hallo ${name},`,
    intro: [
      `${tenantName} hat die Umsatzsteuerangaben für ${formatMonth('de', saleMonth)} übermittelt.`,
      'Prüfen Sie sie und senden Sie dem Mandanten den zu zahlenden Steuerbetrag aus der Umsatzsteuerliste:',
    ],
    action: { label: 'Umsatzsteuerliste öffnen', url: link },
    outro: [`Sie erhalten diese E-Mail, weil Sie im Portal von ${firm} Umsatzsteuerangaben einsehen dürfen.`],
  }),
  it: ({ firm, name, tenantName, saleMonth, link }) => ({
    subject: `Dati dell'imposta sulle vendite di ${tenantName} per ${formatMonth('it', saleMonth)}`,
    greeting: `Gentile ${name},`,
    intro: [
      `${tenantName} ha inviato i dati dell'imposta sulle vendite per ${formatMonth('it', saleMonth)}.`,
      "Li verifichi e invii al cliente l'importo dell'imposta da pagare dall'elenco delle imposte sulle vendite:",
    ],
    action: { label: "Apri l'elenco delle imposte sulle vendite", url: link },
    outro: [`Riceve questa e-mail perché può consultare l'imposta sulle vendite nel portale di ${firm}.`],
  }),
  ru: ({ firm, name, tenantName, saleMonth, link }) => ({
    subject: `Данные по налогу с продаж от ${tenantName} за ${formatMonth('ru', saleMonth)}`,
    greeting: `Здравствуйте, ${name}!`,
    intro: [
      `${tenantName} отправил(а) данные по налогу с продаж за ${formatMonth('ru', saleMonth)}.`,
      'Проверьте их и отправьте клиенту сумму налога к уплате из списка налогов с продаж:',
    ],
    action: { label: 'Открыть список налогов с продаж', url: link },
    outro: [`Вы получили это письмо, потому что можете просматривать налог с продаж на портале ${firm}.`],
  }),
};
