import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.ts';

type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as the parsed value, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type MaybeJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** A template of questions (issue 33): its name, and the version new organizers are sent with. */
export interface OrganizerTemplatesTable {
  id: Generated<string>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  current_version: ColumnType<number, number | undefined, number>;
  revision: Generated<number>;
  archived_at: MaybeMoment;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One version's questions (TOrganizerDefinition), never changed once written. */
export interface OrganizerTemplateVersionsTable {
  id: Generated<string>;
  template_id: string;
  version: number;
  sections: Json<unknown>;
  question_count: number;
  created_by: string | null;
  created_at: CreatedAt;
}

/** One company's organizer: the request of kind ORGANIZER with the same id. */
export interface OrganizersTable {
  id: string;
  tenant_id: string;
  template_id: string;
  template_version_id: string;
  tax_year: number;
  recipient_user_id: string | null;
  prefilled_from: string | null;
  /** Section keys rolled forward from last year's organizer (to be confirmed "still true"). */
  prefilled_sections: ColumnType<string[], string | undefined, string>;
  export_document_id: ColumnType<string | null, string | null | undefined, string | null>;
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface OrganizerAnswersTable {
  organizer_id: string;
  tenant_id: string;
  question_key: string;
  value: Json<unknown>;
  last_year: MaybeJson<unknown>;
  answered_by: string | null;
  answered_at: Moment;
  audited_at: MaybeMoment;
}

export interface OrganizerAnswerFilesTable {
  organizer_id: string;
  tenant_id: string;
  question_key: string;
  document_id: string;
  added_by: string | null;
  added_at: CreatedAt;
}

export interface OrganizerCommentsTable {
  id: Generated<string>;
  organizer_id: string;
  tenant_id: string;
  question_key: string;
  text: string;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface OrganizerSectionConfirmationsTable {
  organizer_id: string;
  tenant_id: string;
  section_key: string;
  confirmed_by: string | null;
  confirmed_at: CreatedAt;
}

export interface OrganizersTables {
  organizer_templates: OrganizerTemplatesTable;
  organizer_template_versions: OrganizerTemplateVersionsTable;
  organizers: OrganizersTable;
  organizer_answers: OrganizerAnswersTable;
  organizer_answer_files: OrganizerAnswerFilesTable;
  organizer_comments: OrganizerCommentsTable;
  organizer_section_confirmations: OrganizerSectionConfirmationsTable;
}
