import {
  ORGANIZER_STARTERS,
  VALIDATION_MESSAGES,
  ZOrganizerDefinition,
  type TCreateOrganizerTemplateRequest,
  type TLocale,
  type TOrganizerDefinition,
  type TOrganizerStarter,
  type TOrganizerTemplate,
  type TOrganizerTemplatePage,
  type TOrganizerTemplateSummary,
  type TPageQuery,
  type TUpdateOrganizerTemplateRequest,
} from '@ledgerport/contract';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import type { Db } from '../../platform/db/schema.ts';
import { refusingDuplicates } from '../../platform/db/unique-violation.ts';
import { notFound } from '../../platform/errors.ts';
import { changedMeanwhile, fieldRefused } from './organizer-errors.ts';
import {
  archiveTemplate,
  bumpTemplate,
  findTemplate,
  insertTemplate,
  insertVersion,
  listTemplates,
  lockTemplate,
  versionSections,
  type TemplateRow,
} from './organizer-templates.repo.ts';
import { starterIn } from './starters/index.ts';

const AUDITED = ['name', 'description', 'version', 'question_keys'] as const;
const auditedView = (t: TOrganizerTemplate) => ({
  name: t.name,
  description: t.description,
  version: t.version,
  question_keys: t.sections.flatMap((s) => s.questions.map((q) => q.key)),
});

const nameTaken = () => fieldRefused('name', VALIDATION_MESSAGES.templateNameTaken);

export const presentSummary = (row: TemplateRow): TOrganizerTemplateSummary => ({
  uuid: row.id,
  name: row.name,
  description: row.description,
  version: row.current_version,
  question_count: row.question_count,
  sent_count: row.sent_count ?? 0,
  updated_at: row.updated_at.toISOString(),
});

const questionCount = (sections: TOrganizerDefinition) => sections.reduce((n, s) => n + s.questions.length, 0);

/** Organizer templates: staff holding 'manage requests' (firm-wide). Each saved edit is a new, frozen version. */
export function createOrganizerTemplatesService(deps: { db: Db; audited: Audited }) {
  const { db, audited } = deps;

  async function read(trx: Db, id: string): Promise<TOrganizerTemplate> {
    const row = await findTemplate(trx, id);
    if (!row) throw notFound('Template');
    return { ...presentSummary(row), revision: row.revision, sections: await versionSections(trx, row.version_id) };
  }

  return {
    read: (id: string) => read(db, id),

    async list(query: TPageQuery): Promise<TOrganizerTemplatePage> {
      return mapPage(await listTemplates(db, query.search || undefined, pageRequest(query)), presentSummary);
    },

    starters(locale: TLocale): { data: TOrganizerStarter[] } {
      return {
        data: ORGANIZER_STARTERS.map((key) => {
          const starter = starterIn(key, locale);
          return {
            key,
            name: starter.name,
            description: starter.description,
            question_count: questionCount(starter.sections),
          };
        }),
      };
    },

    create: (actor: Principal, input: TCreateOrganizerTemplateRequest): Promise<TOrganizerTemplate> =>
      audited(
        auditActorOf(actor),
        { action: 'ORGANIZER_TEMPLATE_CREATE', tenantId: null, target: 'organizer-template:new' },
        (scope) => {
          requireFirmPermission(actor, 'manage requests');
          const source =
            'starter' in input
              ? (() => {
                  const starter = starterIn(input.starter, input.locale);
                  // A starter is checked like the firm's own sections: a broken one is refused, not stored.
                  return {
                    ...starter,
                    sections: ZOrganizerDefinition.parse(starter.sections),
                    name: input.name ?? starter.name,
                  };
                })()
              : {
                  name: input.name,
                  description: input.description ?? '',
                  sections: input.sections as TOrganizerDefinition,
                };
          return refusingDuplicates(
            () =>
              db.transaction().execute(async (trx) => {
                const userId = actor.access.userId;
                const id = await insertTemplate(trx, { name: source.name, description: source.description }, userId);
                await insertVersion(trx, id, 1, source.sections, userId);
                const created = await read(trx, id);
                scope.target = `organizer-template:${id}`;
                scope.changes = diffChanges(null, auditedView(created), AUDITED);
                if ('starter' in input) scope.detail = `starter:${input.starter}:${input.locale}`;
                await scope.recordIn(trx);
                return created;
              }),
            nameTaken,
          );
        },
      ),

    /** A new version; organizers already sent keep theirs. */
    update: (actor: Principal, id: string, input: TUpdateOrganizerTemplateRequest): Promise<TOrganizerTemplate> =>
      audited(
        auditActorOf(actor),
        { action: 'ORGANIZER_TEMPLATE_UPDATE', tenantId: null, target: `organizer-template:${id}` },
        (scope) => {
          requireFirmPermission(actor, 'manage requests');
          return refusingDuplicates(
            () =>
              db.transaction().execute(async (trx) => {
                if (!(await lockTemplate(trx, id))) throw notFound('Template');
                const before = await read(trx, id);
                const fields = { name: input.name, description: input.description ?? '' };
                const version = await bumpTemplate(trx, id, input.revision, fields);
                if (version === null) throw changedMeanwhile();
                await insertVersion(trx, id, version, input.sections as TOrganizerDefinition, actor.access.userId);
                const after = await read(trx, id);
                scope.changes = diffChanges(auditedView(before), auditedView(after), AUDITED);
                await scope.recordIn(trx);
                return after;
              }),
            nameTaken,
          );
        },
      ),

    /** Archived: no longer listed or sent; organizers made from it stay as they are. */
    archive: (actor: Principal, id: string): Promise<void> =>
      audited(
        auditActorOf(actor),
        { action: 'ORGANIZER_TEMPLATE_ARCHIVE', tenantId: null, target: `organizer-template:${id}` },
        (scope) => {
          requireFirmPermission(actor, 'manage requests');
          return db.transaction().execute(async (trx) => {
            if (!(await lockTemplate(trx, id))) throw notFound('Template');
            await archiveTemplate(trx, id);
            await scope.recordIn(trx);
          });
        },
      ),
  };
}
export type OrganizerTemplatesService = ReturnType<typeof createOrganizerTemplatesService>;
