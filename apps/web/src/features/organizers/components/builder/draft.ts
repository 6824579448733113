import {
  ORGANIZER_CONDITION_KINDS,
  organizerDefinitionProblems,
  type TOrganizerColumn,
  type TOrganizerQuestion,
  type TOrganizerQuestionKind,
  type TOrganizerSection,
} from '@ledgerport/contract';

/** Moves one item of a list from one place to another (a drag, or a move up/down button). */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** A key not used yet: answers are stored under it, so it never changes once the question exists. */
export function freshKey(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

export const allQuestionKeys = (sections: TOrganizerSection[]) =>
  sections.flatMap((section) => section.questions.map((question) => question.key));

export function newQuestion(sections: TOrganizerSection[], label: string): TOrganizerQuestion {
  return { key: freshKey('q', allQuestionKeys(sections)), kind: 'short_text', label, help: '', required: false };
}

export function newSection(sections: TOrganizerSection[], title: string, questionLabel: string): TOrganizerSection {
  return {
    key: freshKey(
      's',
      sections.map((section) => section.key),
    ),
    title,
    help: '',
    questions: [newQuestion(sections, questionLabel)],
  };
}

export function newColumn(columns: TOrganizerColumn[], label: string): TOrganizerColumn {
  return {
    key: freshKey(
      'c',
      columns.map((column) => column.key),
    ),
    kind: 'short_text',
    label,
    required: false,
  };
}

/**
 * A question after its kind changed: options only for choices, columns only for a group, limits only for
 * numbers and amounts (the server refuses any other mix).
 */
export function withKind(question: TOrganizerQuestion, kind: TOrganizerQuestionKind, columnLabel: string) {
  const next: TOrganizerQuestion = { ...question, kind };
  if (kind === 'choice' || kind === 'choices') next.options = question.options ?? [];
  else delete next.options;
  if (kind === 'group') next.columns = question.columns ?? [newColumn([], columnLabel)];
  else delete next.columns;
  if (kind !== 'number' && kind !== 'money') {
    delete next.min;
    delete next.max;
  }
  return next;
}

const TESTABLE: readonly string[] = ORGANIZER_CONDITION_KINDS;

/**
 * The questions a condition of the question at (section, question) may look at: those asked before it (in an
 * earlier section, or earlier in its own) whose answer a condition can test.
 */
export function conditionCandidates(
  sections: TOrganizerSection[],
  sectionIndex: number,
  questionIndex: number,
): TOrganizerQuestion[] {
  return sections.flatMap((section, s) =>
    s > sectionIndex
      ? []
      : section.questions.filter(
          (question, q) => (s < sectionIndex || q < questionIndex) && TESTABLE.includes(question.kind),
        ),
  );
}

/** The contract's problem messages, as keys of organizers.builder.problems. */
const PROBLEM_KEYS: [RegExp, string][] = [
  [/used twice/, 'keyTwice'],
  [/Choices need options/, 'needsOptions'],
  [/needs columns/, 'needsColumns'],
  [/minimum is above/, 'minAboveMax'],
  [/only look at a question asked before/, 'looksBack'],
  [/cannot test this kind/, 'conditionKind'],
  [/questions in one organizer/, 'tooManyQuestions'],
];

export type TDraftProblem = { section?: number; question?: number; key: string };

/** What keeps the draft from being saved, where it is, in the builder's words (plus empty labels and options). */
export function draftProblems(sections: TOrganizerSection[]): TDraftProblem[] {
  const problems: TDraftProblem[] = organizerDefinitionProblems(sections).map((problem) => {
    const key = PROBLEM_KEYS.find(([pattern]) => pattern.test(problem.message))?.[1] ?? 'other';
    const [section, , question] = problem.path;
    return {
      section: typeof section === 'number' ? section : undefined,
      question: typeof question === 'number' ? question : undefined,
      key,
    };
  });
  sections.forEach((section, s) => {
    if (!section.title.trim()) problems.push({ section: s, key: 'titleRequired' });
    section.questions.forEach((question, q) => {
      if (!question.label.trim()) problems.push({ section: s, question: q, key: 'labelRequired' });
      if (question.options?.length === 0) problems.push({ section: s, question: q, key: 'needsOptions' });
      if (question.columns?.some((column) => !column.label.trim()))
        problems.push({ section: s, question: q, key: 'columnLabelRequired' });
      if (question.columns?.some((column) => column.kind === 'choice' && !column.options?.length))
        problems.push({ section: s, question: q, key: 'needsOptions' });
      if (question.show_if && question.show_if.any_of.length === 0)
        problems.push({ section: s, question: q, key: 'conditionValues' });
    });
  });
  return problems;
}
