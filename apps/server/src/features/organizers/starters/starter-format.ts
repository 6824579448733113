import type {
  TLocale,
  TOrganizerColumn,
  TOrganizerDefinition,
  TOrganizerQuestion,
  TOrganizerQuestionKind,
  TOrganizerSection,
} from '@ledgerport/contract';

/**
 * The starters' source (issue 33): an organizer definition whose every human text is written in all five
 * languages at once, so a starter's keys, kinds and conditions are the same in every language by construction.
 * Conditions test only yes/no questions (true or false), never an option's text, so no translation can break
 * one. A firm copies a starter in one language (localiseStarter) and edits it from there.
 */
export type TStarterText = Readonly<Record<TLocale, string>>;

/** A text in the five languages, in the order en, es, de, it, ru. */
export function t(en: string, es: string, de: string, it: string, ru: string): TStarterText {
  return { en, es, de, it, ru };
}

export type TStarterColumn = {
  key: string;
  kind: TOrganizerColumn['kind'];
  label: TStarterText;
  required?: boolean;
  options?: TStarterText[];
};

export type TStarterCondition = { question: string; any_of: [true] | [false] };

/** `any_of` of a condition shown when the earlier yes/no question was answered yes. */
export const yes: [true] = [true];

export type TStarterQuestion = {
  key: string;
  kind: TOrganizerQuestionKind;
  label: TStarterText;
  help?: TStarterText;
  required?: boolean;
  options?: TStarterText[];
  min?: number;
  max?: number;
  columns?: TStarterColumn[];
  show_if?: TStarterCondition;
};

export type TStarterSection = {
  key: string;
  title: TStarterText;
  help?: TStarterText;
  questions: TStarterQuestion[];
};

export type TStarterSource = {
  name: TStarterText;
  description: TStarterText;
  sections: TStarterSection[];
};

export type TLocalisedStarter = { name: string; description: string; sections: TOrganizerDefinition };

function localiseColumn(column: TStarterColumn, locale: TLocale): TOrganizerColumn {
  return {
    key: column.key,
    kind: column.kind,
    label: column.label[locale],
    required: column.required ?? false,
    ...(column.options ? { options: column.options.map((option) => option[locale]) } : {}),
  };
}

function localiseQuestion(question: TStarterQuestion, locale: TLocale): TOrganizerQuestion {
  return {
    key: question.key,
    kind: question.kind,
    label: question.label[locale],
    help: question.help?.[locale] ?? '',
    required: question.required ?? false,
    ...(question.options ? { options: question.options.map((option) => option[locale]) } : {}),
    ...(question.min !== undefined ? { min: question.min } : {}),
    ...(question.max !== undefined ? { max: question.max } : {}),
    ...(question.columns ? { columns: question.columns.map((column) => localiseColumn(column, locale)) } : {}),
    ...(question.show_if
      ? { show_if: { question: question.show_if.question, any_of: [...question.show_if.any_of] } }
      : {}),
  };
}

function localiseSection(section: TStarterSection, locale: TLocale): TOrganizerSection {
  return {
    key: section.key,
    title: section.title[locale],
    help: section.help?.[locale] ?? '',
    questions: section.questions.map((question) => localiseQuestion(question, locale)),
  };
}

/** The starter in one language: its name, description and a definition ZOrganizerDefinition accepts. */
export function localiseStarter(source: TStarterSource, locale: TLocale): TLocalisedStarter {
  return {
    name: source.name[locale],
    description: source.description[locale],
    sections: source.sections.map((section) => localiseSection(section, locale)),
  };
}

/** The starter's questions, group columns not counted. */
export function starterQuestionCount(source: TStarterSource): number {
  return source.sections.reduce((sum, section) => sum + section.questions.length, 0);
}
