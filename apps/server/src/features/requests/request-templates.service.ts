import {
  VALIDATION_MESSAGES,
  type TCreateRequestTemplateRequest,
  type TPageQuery,
  type TRequestTemplate,
  type TRequestTemplatePage,
  type TUpdateRequestTemplateRequest,
} from '@ledgerport/contract';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import type { Db } from '../../platform/db/schema.ts';
import { refusingDuplicates } from '../../platform/db/unique-violation.ts';
import { notFound } from '../../platform/errors.ts';
import { changedMeanwhile, fieldRefused } from './request-errors.ts';
import { itemColumns, presentTemplate, presentTemplateSummary } from './request-templates.presenter.ts';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  lockTemplate,
  replaceItems,
  templateItems,
  updateTemplate,
} from './request-templates.repo.ts';

/** What the trail keeps of a template: its name, description, and its items as text. */
const AUDITED = ['name', 'description', 'items'] as const;
const auditedView = (t: TRequestTemplate) => ({
  name: t.name,
  description: t.description,
  items: t.items
    .map(
      (i) =>
        `${i.kind} "${i.title}" ${i.recurrence ? `${i.recurrence.cadence}+${i.recurrence.due_days}` : `+${i.due_in_days}`}`,
    )
    .join('; '),
});

const nameTaken = () => fieldRefused('name', VALIDATION_MESSAGES.templateNameTaken);

/** Request templates: staff holding 'manage requests' (firm-wide) list, read, create, edit and delete them. */
export function createRequestTemplatesService(deps: { db: Db; audited: Audited }) {
  const { db, audited } = deps;

  async function read(trx: Db, id: string): Promise<TRequestTemplate> {
    const row = await findTemplate(trx, id);
    if (!row) throw notFound('Template');
    return presentTemplate(row, await templateItems(trx, id));
  }

  return {
    read: (id: string) => read(db, id),

    async list(query: TPageQuery): Promise<TRequestTemplatePage> {
      return mapPage(await listTemplates(db, query.search || undefined, pageRequest(query)), presentTemplateSummary);
    },

    create: (actor: Principal, input: TCreateRequestTemplateRequest): Promise<TRequestTemplate> =>
      audited(
        auditActorOf(actor),
        { action: 'REQUEST_TEMPLATE_CREATE', tenantId: null, target: 'request-template:new' },
        (scope) => {
          requireFirmPermission(actor, 'manage requests');
          return refusingDuplicates(
            () =>
              db.transaction().execute(async (trx) => {
                const fields = { name: input.name, description: input.description ?? '' };
                const id = await insertTemplate(trx, fields, actor.access.userId);
                await replaceItems(trx, id, input.items.map(itemColumns));
                const created = await read(trx, id);
                scope.target = `request-template:${id}`;
                scope.changes = diffChanges(null, auditedView(created), AUDITED);
                await scope.recordIn(trx);
                return created;
              }),
            nameTaken,
          );
        },
      ),

    update: (actor: Principal, id: string, input: TUpdateRequestTemplateRequest): Promise<TRequestTemplate> =>
      audited(
        auditActorOf(actor),
        { action: 'REQUEST_TEMPLATE_UPDATE', tenantId: null, target: `request-template:${id}` },
        (scope) => {
          requireFirmPermission(actor, 'manage requests');
          return refusingDuplicates(
            () =>
              db.transaction().execute(async (trx) => {
                if (!(await lockTemplate(trx, id))) throw notFound('Template');
                const before = await read(trx, id);
                const fields = { name: input.name, description: input.description ?? '' };
                if (!(await updateTemplate(trx, id, input.revision, fields))) throw changedMeanwhile();
                await replaceItems(trx, id, input.items.map(itemColumns));
                const after = await read(trx, id);
                scope.changes = diffChanges(auditedView(before), auditedView(after), AUDITED);
                await scope.recordIn(trx);
                return after;
              }),
            nameTaken,
          );
        },
      ),

    /** What was made from it stays; only the link to its items is dropped. */
    remove: (actor: Principal, id: string): Promise<void> =>
      audited(
        auditActorOf(actor),
        { action: 'REQUEST_TEMPLATE_DELETE', tenantId: null, target: `request-template:${id}` },
        (scope) => {
          requireFirmPermission(actor, 'manage requests');
          return db.transaction().execute(async (trx) => {
            if (!(await lockTemplate(trx, id))) throw notFound('Template');
            const before = await read(trx, id);
            await deleteTemplate(trx, id);
            scope.changes = diffChanges(auditedView(before), {}, AUDITED);
            await scope.recordIn(trx);
          });
        },
      ),
  };
}
export type RequestTemplatesService = ReturnType<typeof createRequestTemplatesService>;
