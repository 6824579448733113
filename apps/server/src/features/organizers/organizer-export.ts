import type { TOrganizerColumn, TOrganizerQuestion } from '@ledgerport/contract';
import { csvRow, formulaSafe, UTF8_BOM } from '../../platform/http/csv.ts';
import { loadSheetJs } from '../../platform/lazy/heavy-modules.ts';
import { shownQuestions } from './organizer-checks.ts';
import { valuesOf, type OrganizerCore } from './organizers.presenter.ts';

/** One answered line of an export: the section, the question and the answer as text. */
export type ExportLine = { section: string; key: string; question: string; answer: string; changed: boolean };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function cellText(column: TOrganizerColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'yes_no' && typeof value === 'boolean') return yesNo(value);
  return String(value);
}

function answerText(question: TOrganizerQuestion, value: unknown, fileNames: Map<string, string>): string {
  if (value === null || value === undefined) return '';
  switch (question.kind) {
    case 'yes_no':
      return yesNo(Boolean(value));
    case 'choices':
      return (value as string[]).join(', ');
    case 'file':
      return (value as string[]).map((id) => fileNames.get(id) ?? id).join(', ');
    case 'group':
      return (value as Record<string, unknown>[])
        .map(
          (row, i) =>
            `${i + 1}. ` + (question.columns ?? []).map((c) => `${c.label}: ${cellText(c, row[c.key])}`).join('; '),
        )
        .join('\n');
    default:
      return String(value);
  }
}

/**
 * The questions the client sees, with their answers, in the organizer's order. A hidden question's stored
 * answer is left out (it no longer counts); an unanswered shown question is listed with an empty answer.
 */
export function exportLines(state: OrganizerCore): ExportLine[] {
  const values = valuesOf(state);
  const shown = shownQuestions(state.row.sections, (key) => values.get(key));
  const fileNames = new Map(state.files.map((f) => [f.id, f.name]));
  const lastYear = new Map(state.answers.map((a) => [a.question_key, a.last_year]));
  return state.row.sections.flatMap((section) =>
    section.questions
      .filter((q) => shown.has(q.key))
      .map((q) => {
        const before = lastYear.get(q.key);
        return {
          section: section.title,
          key: q.key,
          question: q.label,
          answer: answerText(q, values.get(q.key), fileNames),
          changed:
            before !== null && before !== undefined && JSON.stringify(before) !== JSON.stringify(values.get(q.key)),
        };
      }),
  );
}

const HEADER = ['section', 'question_key', 'question', 'answer', 'changed_since_last_year'];
const cells = (line: ExportLine) => [line.section, line.key, line.question, line.answer, line.changed ? 'yes' : ''];

/** Every cell comes from people (the firm's questions, the client's answers): formula-safe in both formats. */
export const organizerCsv = (lines: ExportLine[]) =>
  UTF8_BOM + csvRow(HEADER) + lines.map((l) => csvRow(cells(l))).join('');

export async function organizerXlsx(lines: ExportLine[]): Promise<Buffer> {
  const { utils, write } = await loadSheetJs();
  const sheet = utils.aoa_to_sheet([HEADER, ...lines.map((l) => cells(l).map(formulaSafe))]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Organizer');
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
