import type { TLocale } from '@ledgerport/contract';
import type { Localized, MailContent } from './layout.ts';

/**
 * The firm marked documents of a company Needs attention (issue 30), to each of its users who may see its files:
 * the note, and a link to each file (its folder, the file found in it). `files` lists at most a few of the
 * `count` marked together; `link` is the one file's link, or the client's list of everything asked of them.
 */
export type FileNeedsAttentionVars = {
  name: string;
  tenantName: string;
  files: { name: string; link: string }[];
  count: number;
  note: string;
  link: string;
};

type Words = {
  greeting: (name: string) => string;
  subjectOne: (file: string) => string;
  subjectMany: (count: number) => string;
  lineOne: (file: string, tenant: string) => string;
  lineMany: (count: number, tenant: string) => string;
  note: string;
  more: (count: number) => string;
  openOne: string;
  openMany: string;
  outro: string;
};

const WORDS: Record<TLocale, Words> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    subjectOne: (file) => `Needs your attention: ${file}`,
    subjectMany: (count) => `${count} files need your attention`,
    lineOne: (file, tenant) => `Your firm looked at "${file}" (${tenant}) and marked it Needs attention.`,
    lineMany: (count, tenant) => `Your firm looked at ${count} files of ${tenant} and marked them Needs attention.`,
    note: 'Note from your firm:',
    more: (count) => `… and ${count} more.`,
    openOne: 'Open the file',
    openMany: 'See what your firm needs',
    outro: 'Uploading a corrected version of a file shows it to your firm as new again.',
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    subjectOne: (file) => `Requiere su atención: ${file}`,
    subjectMany: (count) => `${count} archivos requieren su atención`,
    lineOne: (file, tenant) => `Su despacho revisó «${file}» (${tenant}) y lo marcó como «Requiere atención».`,
    lineMany: (count, tenant) =>
      `Su despacho revisó ${count} archivos de ${tenant} y los marcó como «Requiere atención».`,
    note: 'Nota de su despacho:',
    more: (count) => `… y ${count} más.`,
    openOne: 'Abrir el archivo',
    openMany: 'Ver lo que necesita su despacho',
    outro: 'Si sube una versión corregida de un archivo, su despacho volverá a verlo como nuevo.',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    subjectOne: (file) => `Klärungsbedarf: ${file}`,
    subjectMany: (count) => `${count} Dateien mit Klärungsbedarf`,
    lineOne: (file, tenant) => `Ihre Kanzlei hat „${file}“ (${tenant}) geprüft und mit „Klärungsbedarf“ markiert.`,
    lineMany: (count, tenant) =>
      `Ihre Kanzlei hat ${count} Dateien von ${tenant} geprüft und mit „Klärungsbedarf“ markiert.`,
    note: 'Hinweis Ihrer Kanzlei:',
    more: (count) => `… und ${count} weitere.`,
    openOne: 'Datei öffnen',
    openMany: 'Ansehen, was Ihre Kanzlei braucht',
    outro: 'Laden Sie eine korrigierte Fassung einer Datei hoch, sieht Ihre Kanzlei sie wieder als neu.',
  },
  it: {
    greeting: (name) => `Gentile ${name},`,
    subjectOne: (file) => `Richiede la sua attenzione: ${file}`,
    subjectMany: (count) => `${count} documenti richiedono la sua attenzione`,
    lineOne: (file, tenant) =>
      `Il suo studio ha esaminato «${file}» (${tenant}) e lo ha segnato «Richiede attenzione».`,
    lineMany: (count, tenant) =>
      `Il suo studio ha esaminato ${count} documenti di ${tenant} e li ha segnati «Richiede attenzione».`,
    note: 'Nota dello studio:',
    more: (count) => `… e altri ${count}.`,
    openOne: 'Apri il documento',
    openMany: 'Vedere cosa serve allo studio',
    outro: 'Caricando una versione corretta di un documento, lo studio lo vedrà di nuovo come nuovo.',
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    subjectOne: (file) => `Требует вашего внимания: ${file}`,
    subjectMany: (count) => `Файлы, требующие вашего внимания: ${count}`,
    lineOne: (file, tenant) => `Ваша фирма проверила «${file}» (${tenant}) и отметила: «Требует внимания».`,
    lineMany: (count, tenant) => `Ваша фирма проверила файлы ${tenant} (${count}) и отметила их: «Требует внимания».`,
    note: 'Примечание вашей фирмы:',
    more: (count) => `… и ещё ${count}.`,
    openOne: 'Открыть файл',
    openMany: 'Посмотреть, что нужно фирме',
    outro: 'Когда вы загрузите исправленную версию файла, фирма снова увидит его как новый.',
  },
};

const content =
  (locale: TLocale) =>
  (vars: FileNeedsAttentionVars): MailContent => {
    const w = WORDS[locale];
    const one = vars.count === 1 && vars.files.length === 1;
    const first = vars.files[0]?.name ?? '';
    const rest = vars.count - vars.files.length;
    return {
      subject: one ? w.subjectOne(first) : w.subjectMany(vars.count),
      greeting: w.greeting(vars.name),
      intro: [one ? w.lineOne(first, vars.tenantName) : w.lineMany(vars.count, vars.tenantName), w.note, vars.note],
      ...(one ? {} : { links: vars.files.map((file) => ({ label: file.name, url: file.link })) }),
      action: { label: one ? w.openOne : w.openMany, url: vars.link },
      outro: [...(!one && rest > 0 ? [w.more(rest)] : []), w.outro],
    };
  };

export const fileNeedsAttention: Localized<FileNeedsAttentionVars> = {
  en: content('en'),
  es: content('es'),
  de: content('de'),
  it: content('it'),
  ru: content('ru'),
};
