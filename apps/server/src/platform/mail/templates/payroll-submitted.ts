import type { TPayrollPeriodType } from '@ledgerport/contract';
import { formatDay, periodTypeLabel } from './formats.ts';
import type { Localized } from './layout.ts';

/**
 * To each of the firm's staff who may view payroll, when a client submits payroll information (with or
 * without a document). The amount stays in the portal. Days are 'YYYY-MM-DD'.
 */
export type PayrollSubmittedVars = {
  name: string;
  tenantName: string;
  periodType: TPayrollPeriodType;
  periodFrom: string;
  periodTo: string;
  withFile: boolean;
  link: string;
};

export const payrollSubmitted: Localized<PayrollSubmittedVars> = {
  en: ({ firm, name, tenantName, periodType, periodFrom, periodTo, withFile, link }) => ({
    subject: `Payroll information from ${tenantName}`,
    greeting: `Hello ${name},`,
    intro: [
      `${tenantName} has sent its ${periodTypeLabel('en', periodType)} payroll information for ${formatDay('en', periodFrom)} to ${formatDay('en', periodTo)}.`,
      withFile ? 'A payroll document is attached in its Payroll Documents folder.' : 'No document was attached.',
    ],
    action: { label: 'Open the payroll list', url: link },
    outro: [`You receive this e-mail because you can view payroll in the ${firm} portal.`],
  }),
  es: ({ firm, name, tenantName, periodType, periodFrom, periodTo, withFile, link }) => ({
    subject: `Información de nómina de ${tenantName}`,
    greeting: `Hola, ${name}:`,
    intro: [
      `${tenantName} ha enviado su información de nómina (${periodTypeLabel('es', periodType)}) del ${formatDay('es', periodFrom)} al ${formatDay('es', periodTo)}.`,
      withFile
        ? 'Ha adjuntado un documento de nómina en su carpeta Payroll Documents.'
        : 'No se ha adjuntado ningún documento.',
    ],
    action: { label: 'Abrir la lista de nóminas', url: link },
    outro: [`Recibe este correo porque puede consultar las nóminas en el portal de ${firm}.`],
  }),
  de: ({ firm, name, tenantName, periodType, periodFrom, periodTo, withFile, link }) => ({
    subject: `Lohnabrechnungsangaben von ${tenantName}`,
    greeting: `Hallo ${name},`,
    intro: [
      `${tenantName} hat die Lohnabrechnungsangaben (${periodTypeLabel('de', periodType)}) für den Zeitraum ${formatDay('de', periodFrom)} bis ${formatDay('de', periodTo)} übermittelt.`,
      withFile ? 'Ein Lohnabrechnungsdokument liegt im Ordner Payroll Documents.' : 'Es wurde kein Dokument beigefügt.',
    ],
    action: { label: 'Lohnabrechnungsliste öffnen', url: link },
    outro: [`Sie erhalten diese E-Mail, weil Sie im Portal von ${firm} Lohnabrechnungen einsehen dürfen.`],
  }),
  it: ({ firm, name, tenantName, periodType, periodFrom, periodTo, withFile, link }) => ({
    subject: `Dati delle buste paga di ${tenantName}`,
    greeting: `Gentile ${name},`,
    intro: [
      `${tenantName} ha inviato i dati delle buste paga (${periodTypeLabel('it', periodType)}) dal ${formatDay('it', periodFrom)} al ${formatDay('it', periodTo)}.`,
      withFile
        ? 'Un documento delle buste paga si trova nella sua cartella Payroll Documents.'
        : 'Non è stato allegato alcun documento.',
    ],
    action: { label: "Apri l'elenco delle buste paga", url: link },
    outro: [`Riceve questa e-mail perché può consultare le buste paga nel portale di ${firm}.`],
  }),
  ru: ({ firm, name, tenantName, periodType, periodFrom, periodTo, withFile, link }) => ({
    subject: `Данные по зарплате от ${tenantName}`,
    greeting: `Здравствуйте, ${name}!`,
    intro: [
      `${tenantName} отправил(а) данные по зарплате (${periodTypeLabel('ru', periodType)}) за период с ${formatDay('ru', periodFrom)} по ${formatDay('ru', periodTo)}.`,
      withFile ? 'Документ по зарплате лежит в папке Payroll Documents.' : 'Документ не приложен.',
    ],
    action: { label: 'Открыть список зарплатных данных', url: link },
    outro: [`Вы получили это письмо, потому что можете просматривать зарплатные данные на портале ${firm}.`],
  }),
};
