import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation-messages.ts';

/**
 * An organizer's questions (issue 33): sections of questions, each with a stable `key` that answers are
 * stored under. A template's definition is validated as a whole (organizerDefinitionProblems) so that a
 * condition can only look back: it names a question asked earlier (in this section or an earlier one), which
 * also makes loops impossible. The definition is in one language: the firm's own words (the starters are
 * shipped in five languages and copied in one).
 */
export const ORGANIZER_QUESTION_KINDS = [
  'short_text',
  'long_text',
  'number',
  'money',
  'date',
  'yes_no',
  'choice',
  'choices',
  'file',
  'group',
] as const;
export type TOrganizerQuestionKind = (typeof ORGANIZER_QUESTION_KINDS)[number];

/** Kinds a repeating group's columns may have (no files, no nested groups). */
export const ORGANIZER_COLUMN_KINDS = [
  'short_text',
  'long_text',
  'number',
  'money',
  'date',
  'yes_no',
  'choice',
] as const;

/** Kinds whose answer a condition may test. */
export const ORGANIZER_CONDITION_KINDS = ['yes_no', 'choice', 'choices', 'number', 'short_text'] as const;

export const ORGANIZER_LIMITS = {
  sections: 40,
  /** Questions in a whole template, group columns not counted (a 500-question template is refused). */
  questions: 300,
  columns: 12,
  options: 50,
  /** Rows a repeating group accepts (a 10,000-row answer is refused, not truncated). */
  groupRows: 200,
  shortText: 500,
  longText: 10_000,
  filesPerQuestion: 20,
} as const;

const ZKey = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, M.organizerKeyFormat);
const ZLabel = z.string().trim().min(1).max(500);
const ZHelp = z.string().trim().max(2000).default('');
const ZOptions = z.array(z.string().trim().min(1).max(200)).min(1).max(ORGANIZER_LIMITS.options);

/** Show the question only when an earlier question's answer equals one of `any_of` (for `choices`: contains one). */
export const ZOrganizerCondition = z.strictObject({
  question: ZKey,
  any_of: z
    .array(z.union([z.string().max(200), z.number(), z.boolean()]))
    .min(1)
    .max(ORGANIZER_LIMITS.options),
});
export type TOrganizerCondition = z.infer<typeof ZOrganizerCondition>;

export const ZOrganizerColumn = z.strictObject({
  key: ZKey,
  kind: z.enum(ORGANIZER_COLUMN_KINDS),
  label: ZLabel,
  required: z.boolean().default(false),
  options: ZOptions.optional(),
});
export type TOrganizerColumn = z.infer<typeof ZOrganizerColumn>;

export const ZOrganizerQuestion = z.strictObject({
  key: ZKey,
  kind: z.enum(ORGANIZER_QUESTION_KINDS),
  label: ZLabel,
  help: ZHelp,
  required: z.boolean().default(false),
  /** For `choice` and `choices`. */
  options: ZOptions.optional(),
  /** For `number` and `money` (money in the firm's currency, as a decimal). */
  min: z.number().optional(),
  max: z.number().optional(),
  /** For `group`: the columns of each row. */
  columns: z.array(ZOrganizerColumn).min(1).max(ORGANIZER_LIMITS.columns).optional(),
  show_if: ZOrganizerCondition.optional(),
});
export type TOrganizerQuestion = z.infer<typeof ZOrganizerQuestion>;

export const ZOrganizerSection = z.strictObject({
  key: ZKey,
  title: ZLabel,
  help: ZHelp,
  questions: z.array(ZOrganizerQuestion).min(1).max(ORGANIZER_LIMITS.questions),
});
export type TOrganizerSection = z.infer<typeof ZOrganizerSection>;

export type TOrganizerDefinitionProblem = { path: (string | number)[]; message: string };

/**
 * What is wrong with a definition beyond each field's own shape: repeated keys, options where a kind needs
 * them, min above max, and conditions that do not look back at a question a condition can test.
 */
export function organizerDefinitionProblems(sections: TOrganizerSection[]): TOrganizerDefinitionProblem[] {
  const problems: TOrganizerDefinitionProblem[] = [];
  const asked = new Map<string, TOrganizerQuestion>();
  const sectionKeys = new Set<string>();
  let count = 0;
  sections.forEach((section, s) => {
    if (sectionKeys.has(section.key)) problems.push({ path: [s, 'key'], message: M.organizerKeyRepeated });
    sectionKeys.add(section.key);
    section.questions.forEach((question, q) => {
      const at = (field: string) => [s, 'questions', q, field];
      count += 1;
      if (asked.has(question.key)) problems.push({ path: at('key'), message: M.organizerKeyRepeated });
      const needsOptions = question.kind === 'choice' || question.kind === 'choices';
      if (needsOptions !== Boolean(question.options)) {
        problems.push({ path: at('options'), message: M.organizerOptionsMismatch });
      }
      if ((question.kind === 'group') !== Boolean(question.columns)) {
        problems.push({ path: at('columns'), message: M.organizerColumnsMismatch });
      }
      if (question.min !== undefined && question.max !== undefined && question.min > question.max) {
        problems.push({ path: at('min'), message: M.organizerMinAboveMax });
      }
      const columnKeys = new Set<string>();
      question.columns?.forEach((column, c) => {
        if (columnKeys.has(column.key)) {
          problems.push({ path: [...at('columns'), c, 'key'], message: M.organizerKeyRepeated });
        }
        columnKeys.add(column.key);
        if ((column.kind === 'choice') !== Boolean(column.options)) {
          problems.push({
            path: [...at('columns'), c, 'options'],
            message: M.organizerOptionsMismatch,
          });
        }
      });
      const condition = question.show_if;
      if (condition) {
        const target = asked.get(condition.question);
        if (!target) {
          problems.push({ path: at('show_if'), message: M.organizerConditionLooksBack });
        } else if (!(ORGANIZER_CONDITION_KINDS as readonly string[]).includes(target.kind)) {
          problems.push({ path: at('show_if'), message: M.organizerConditionKind });
        }
      }
      asked.set(question.key, question);
    });
  });
  if (count > ORGANIZER_LIMITS.questions) {
    problems.push({ path: [], message: M.organizerTooManyQuestions });
  }
  return problems;
}

export const ZOrganizerDefinition = z
  .array(ZOrganizerSection)
  .min(1)
  .max(ORGANIZER_LIMITS.sections)
  .superRefine((sections, ctx) => {
    for (const problem of organizerDefinitionProblems(sections)) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });
export type TOrganizerDefinition = z.infer<typeof ZOrganizerDefinition>;

/** Whether `question` is shown, given the answers so far (a hidden question's answer is refused and not counted). */
export function organizerQuestionShown(
  question: Pick<TOrganizerQuestion, 'show_if'>,
  answerOf: (key: string) => unknown,
  shownOf: (key: string) => boolean,
): boolean {
  const condition = question.show_if;
  if (!condition) return true;
  // A condition on a hidden question is false: its answer no longer counts.
  if (!shownOf(condition.question)) return false;
  const answer = answerOf(condition.question);
  const values = Array.isArray(answer) ? answer : [answer];
  return values.some((value) => condition.any_of.some((wanted) => wanted === value));
}
