import {
  ORGANIZER_LIMITS,
  VALIDATION_MESSAGES as M,
  organizerQuestionShown,
  type TOrganizerAnswerValue,
  type TOrganizerColumn,
  type TOrganizerDefinition,
  type TOrganizerQuestion,
} from '@ledgerport/contract';
import { fieldRefused } from './organizer-errors.ts';

/**
 * An answer checked against its question on the server, whatever the screen let through: the kind, the limits,
 * the options, a group's rows and cells. Answers the value to store, or throws a 400 naming the field.
 */
const MONEY = /^-?\d{1,13}(\.\d{1,2})?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

type Bounds = { min?: number; max?: number };
const inRange = (n: number, { min, max }: Bounds) => (min === undefined || n >= min) && (max === undefined || n <= max);

/** One scalar by kind; `null` when it is acceptable as it is, else the message of what is wrong. */
function scalarProblem(
  kind: TOrganizerQuestion['kind'],
  value: unknown,
  limits: Bounds & { options?: string[] },
): string | null {
  switch (kind) {
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return M.organizerAnswerKind;
      const max = kind === 'short_text' ? ORGANIZER_LIMITS.shortText : ORGANIZER_LIMITS.longText;
      return value.length > max ? M.organizerTextTooLong : null;
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return M.organizerNumberInvalid;
      return inRange(value, limits) ? null : M.organizerOutOfRange;
    case 'money':
      if (typeof value !== 'string' || !MONEY.test(value)) return M.amountFormat;
      return inRange(Number(value), limits) ? null : M.organizerOutOfRange;
    case 'date':
      return typeof value === 'string' && isDay(value) ? null : M.dateInvalid;
    case 'yes_no':
      return typeof value === 'boolean' ? null : M.organizerAnswerKind;
    case 'choice':
      if (typeof value !== 'string') return M.organizerAnswerKind;
      return limits.options?.includes(value) ? null : M.organizerOptionUnknown;
    default:
      return M.organizerAnswerKind;
  }
}

function checkRow(row: Record<string, unknown>, columns: TOrganizerColumn[], at: string) {
  const known = new Map(columns.map((c) => [c.key, c]));
  for (const key of Object.keys(row)) {
    if (!known.has(key)) throw fieldRefused(`${at}.${key}`, M.organizerCellInvalid);
  }
  for (const column of columns) {
    const cell = row[column.key];
    const empty = cell === undefined || cell === null || cell === '';
    if (empty) {
      if (column.required) throw fieldRefused(`${at}.${column.key}`, M.organizerCellRequired);
      continue;
    }
    if (scalarProblem(column.kind, cell, { options: column.options })) {
      throw fieldRefused(`${at}.${column.key}`, M.organizerCellInvalid);
    }
  }
}

export function checkAnswer(question: TOrganizerQuestion, value: TOrganizerAnswerValue): TOrganizerAnswerValue {
  // A file question's answer is its files: added and taken off through its files route only.
  if (question.kind === 'file') throw fieldRefused('value', M.organizerFileAnswer);
  if (value === null) return null;
  const bounds = { min: question.min, max: question.max, options: question.options };
  switch (question.kind) {
    case 'choices': {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
        throw fieldRefused('value', M.organizerAnswerKind);
      }
      const chosen = value as string[];
      if (new Set(chosen).size !== chosen.length || !chosen.every((v) => question.options?.includes(v))) {
        throw fieldRefused('value', M.organizerOptionUnknown);
      }
      // Kept in the question's order, so two saves of the same choice compare equal.
      return question.options!.filter((o) => chosen.includes(o));
    }
    case 'group': {
      if (!Array.isArray(value) || !value.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
        throw fieldRefused('value', M.organizerAnswerKind);
      }
      if (value.length > ORGANIZER_LIMITS.groupRows) throw fieldRefused('value', M.organizerTooManyRows);
      value.forEach((row, r) => checkRow(row as Record<string, unknown>, question.columns ?? [], `value.${r}`));
      return value;
    }
    default: {
      const problem = scalarProblem(question.kind, value, bounds);
      if (problem) throw fieldRefused('value', problem);
      return value;
    }
  }
}

/** Whether the stored value would be accepted by `question` as it is now (roll forward keeps only those). */
export function stillValid(question: TOrganizerQuestion, value: unknown): boolean {
  if (question.kind === 'file') return false;
  try {
    checkAnswer(question, value as TOrganizerAnswerValue);
    return true;
  } catch {
    return false;
  }
}

export const questionsOf = (sections: TOrganizerDefinition) => sections.flatMap((s) => s.questions);

/** Which questions are shown for these answers: one pass, since a condition only looks back. */
export function shownQuestions(sections: TOrganizerDefinition, answerOf: (key: string) => unknown): Set<string> {
  const shown = new Set<string>();
  for (const question of questionsOf(sections)) {
    if (organizerQuestionShown(question, answerOf, (key) => shown.has(key))) shown.add(question.key);
  }
  return shown;
}

/** An answer that counts as given: not null, not blank text, not an empty list. */
export const isAnswered = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Required questions shown for these answers, and those of them answered; `missing` lists the others. */
export function progressOf(sections: TOrganizerDefinition, answerOf: (key: string) => unknown) {
  const shown = shownQuestions(sections, answerOf);
  const required = questionsOf(sections).filter((q) => q.required && shown.has(q.key));
  const missing = required.filter((q) => !isAnswered(answerOf(q.key))).map((q) => q.key);
  return { shown, progress: { required: required.length, answered: required.length - missing.length }, missing };
}
