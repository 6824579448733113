import type { TDocumentRequest, TOrganizer, TOrganizerAnswer, TOrganizerAnswerValue } from '@ledgerport/contract';
import { progressOf } from './organizer-checks.ts';
import type { AnswerRow, OrganizerRow } from './organizers.repo.ts';

export type FileRow = { question_key: string; id: string; name: string; size: unknown; folder: string };
export type CommentRow = { question_key: string; text: string; created_at: Date; by_name: string | null };

/** What an answer needs of its organizer: its row (questions, status, lock), answers and files. */
export type OrganizerCore = { row: OrganizerRow; answers: AnswerRow[]; files: FileRow[] };

/** Everything one organizer is made of, as read in one go. */
export type OrganizerState = OrganizerCore & {
  request: TDocumentRequest;
  comments: CommentRow[];
  confirmed: string[];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function presentAnswer(
  row: AnswerRow,
  files: FileRow[] | undefined,
  value: unknown = row.value,
): TOrganizerAnswer {
  const answer: TOrganizerAnswer = {
    value: value as TOrganizerAnswerValue,
    by_name: row.by_name ?? '',
    at: row.answered_at.toISOString(),
  };
  if (files) answer.files = files.map((f) => ({ uuid: f.id, name: f.name, size: Number(f.size) }));
  if (row.last_year !== null && row.last_year !== undefined && !same(row.last_year, value)) {
    answer.last_year = row.last_year as TOrganizerAnswerValue;
  }
  return answer;
}

export function presentOrganizer(state: OrganizerState): TOrganizer {
  const { row, request } = state;
  const fileKeys = new Set(row.sections.flatMap((s) => s.questions.filter((q) => q.kind === 'file').map((q) => q.key)));
  const values = valuesOf(state);
  const answers: TOrganizer['answers'] = {};
  for (const a of state.answers) {
    const files = fileKeys.has(a.question_key)
      ? state.files.filter((f) => f.question_key === a.question_key)
      : undefined;
    answers[a.question_key] = presentAnswer(a, files, values.get(a.question_key));
  }
  const comments: TOrganizer['comments'] = {};
  for (const c of state.comments) {
    comments[c.question_key] = { text: c.text, by_name: c.by_name ?? '', at: c.created_at.toISOString() };
  }
  return {
    uuid: row.id,
    tenant_uuid: row.tenant_id,
    template_uuid: row.template_id,
    template_version: row.version,
    title: request.title,
    tax_year: row.tax_year,
    due_on: request.due_on,
    status: request.status,
    locked: row.locked,
    recipient_name: row.recipient_user_id ? (row.recipient_name ?? '') : null,
    sections: row.sections,
    answers,
    comments,
    prefilled_sections: row.prefilled_sections.map((key) => ({ key, confirmed: state.confirmed.includes(key) })),
    progress: progressOf(row.sections, (key) => values.get(key)).progress,
    submitted_at: request.submitted_at,
    export_file_uuid: row.export_document_id,
  };
}

/** The values of a state, a file question's being its live files (what progress, conditions and exports read). */
export function valuesOf(state: OrganizerCore): Map<string, unknown> {
  const values = new Map<string, unknown>(state.answers.map((a) => [a.question_key, a.value]));
  for (const section of state.row.sections) {
    for (const q of section.questions) {
      if (q.kind === 'file' && values.has(q.key)) {
        values.set(
          q.key,
          state.files.filter((f) => f.question_key === q.key).map((f) => f.id),
        );
      }
    }
  }
  return values;
}
