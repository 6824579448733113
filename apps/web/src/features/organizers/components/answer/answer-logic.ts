import {
  ORGANIZER_LIMITS,
  organizerQuestionShown,
  type TOrganizerAnswerValue,
  type TOrganizerQuestion,
  type TOrganizerSection,
} from '@ledgerport/contract';
import { isCalendarDay } from '../../../../lib/calendar-day.ts';

export type TAnswerOf = (key: string) => TOrganizerAnswerValue | undefined;

/**
 * Which questions are shown for these answers, in the definition's order: a condition looks back only, so one
 * pass decides every question (a condition on a hidden question is false, as on the server).
 */
export function shownQuestions(sections: TOrganizerSection[], answerOf: TAnswerOf): Set<string> {
  const shown = new Set<string>();
  for (const section of sections) {
    for (const question of section.questions) {
      if (organizerQuestionShown(question, answerOf, (key) => shown.has(key))) shown.add(question.key);
    }
  }
  return shown;
}

/** Whether a value counts as an answer: not empty text, not an empty list (files are their uuids). */
export function isAnswered(value: TOrganizerAnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export type TMissing = { section: TOrganizerSection; sectionIndex: number; question: TOrganizerQuestion };

/** The required questions shown and not answered yet, in order: what keeps Submit off. */
export function missingRequired(sections: TOrganizerSection[], answerOf: TAnswerOf): TMissing[] {
  const shown = shownQuestions(sections, answerOf);
  return sections.flatMap((section, sectionIndex) =>
    section.questions
      .filter((question) => question.required && shown.has(question.key) && !isAnswered(answerOf(question.key)))
      .map((question) => ({ section, sectionIndex, question })),
  );
}

/** Required questions shown, and how many of them are answered: the progress line. */
export function requiredProgress(sections: TOrganizerSection[], answerOf: TAnswerOf) {
  const shown = shownQuestions(sections, answerOf);
  let required = 0;
  let answered = 0;
  for (const section of sections) {
    for (const question of section.questions) {
      if (!question.required || !shown.has(question.key)) continue;
      required += 1;
      if (isAnswered(answerOf(question.key))) answered += 1;
    }
  }
  return { required, answered };
}

/** A problem with a value before it is sent: a translation key (under organizers.invalid) and its values. */
export type TAnswerProblem = { key: string; values?: Record<string, string | number> };

/** What the server would refuse, checked as the client types, so the message is immediate and in their language. */
export function answerProblem(
  question: Pick<TOrganizerQuestion, 'kind' | 'min' | 'max'>,
  value: TOrganizerAnswerValue,
): TAnswerProblem | null {
  if (value === null) return null;
  if (question.kind === 'short_text' && typeof value === 'string' && value.length > ORGANIZER_LIMITS.shortText) {
    return { key: 'tooLong', values: { max: ORGANIZER_LIMITS.shortText } };
  }
  if (question.kind === 'long_text' && typeof value === 'string' && value.length > ORGANIZER_LIMITS.longText) {
    return { key: 'tooLong', values: { max: ORGANIZER_LIMITS.longText } };
  }
  if (question.kind === 'date' && typeof value === 'string' && value !== '' && !isCalendarDay(value)) {
    return { key: 'date' };
  }
  if (question.kind === 'number' || question.kind === 'money') {
    const amount = typeof value === 'number' ? value : typeof value === 'string' && value ? Number(value) : NaN;
    if (Number.isNaN(amount)) return null;
    if (question.min !== undefined && amount < question.min) return { key: 'belowMin', values: { min: question.min } };
    if (question.max !== undefined && amount > question.max) return { key: 'aboveMax', values: { max: question.max } };
  }
  if (question.kind === 'group' && Array.isArray(value) && value.length > ORGANIZER_LIMITS.groupRows) {
    return { key: 'tooManyRows', values: { max: ORGANIZER_LIMITS.groupRows } };
  }
  return null;
}

/** Saved at once (a click is a decision); typed kinds wait for a pause in typing. */
export const savesAtOnce = (kind: TOrganizerQuestion['kind']) =>
  kind === 'yes_no' || kind === 'choice' || kind === 'choices';
