import type {
  TEnvelope,
  TSigningField,
  TSigningTemplate,
  TSigningTemplateList,
  ZCreateSigningTemplateRequest,
} from '@ledgerport/contract';
import type { z } from 'zod';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { refusingDuplicates } from '../../platform/db/unique-violation.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { assertFieldsFit } from './envelope-draft.ts';
import type { EnvelopesService } from './envelopes.service.ts';
import { lockEnvelope, updateEnvelope } from './envelopes.repo.ts';
import { replaceFields } from './signers.repo.ts';
import { signingState } from './signing-errors.ts';

type NewTemplate = z.output<typeof ZCreateSigningTemplateRequest>;

const templates = (db: Db) =>
  db
    .selectFrom('signing_templates')
    .select((eb) => [
      'signing_templates.id',
      'signing_templates.name',
      'signing_templates.message',
      'signing_templates.signing_order',
      'signing_templates.verification',
      'signing_templates.signer_roles',
      'signing_templates.page_count',
      'signing_templates.fields',
      'signing_templates.created_at',
      eb
        .selectFrom('users')
        .select('users.name')
        .whereRef('users.id', '=', 'signing_templates.created_by')
        .as('created_by_name'),
    ]);
type TemplateRow = Awaited<ReturnType<ReturnType<typeof templates>['executeTakeFirstOrThrow']>>;

const present = (row: TemplateRow): TSigningTemplate => ({
  uuid: row.id,
  name: row.name,
  message: row.message,
  order: row.signing_order,
  verification: row.verification,
  signer_roles: row.signer_roles,
  page_count: row.page_count,
  fields: row.fields as TSigningField[],
  created_by_name: row.created_by_name,
  created_at: row.created_at.toISOString(),
});

/** The firm's signing layouts ('manage signatures' firm-wide), and applying one to a company's draft. */
export function createSigningTemplatesService(deps: { db: Db; audited: Audited; envelopes: EnvelopesService }) {
  const { db, audited, envelopes } = deps;
  return {
    async list(actor: Principal): Promise<TSigningTemplateList> {
      requireFirmPermission(actor, 'manage signatures');
      return { data: (await templates(db).orderBy('signing_templates.name').execute()).map(present) };
    },

    create(actor: Principal, input: NewTemplate): Promise<TSigningTemplate> {
      const subject = { action: 'SIGNING_TEMPLATE_CREATE', tenantId: null, target: 'signing-template:new' } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        requireFirmPermission(actor, 'manage signatures');
        const id = await refusingDuplicates(
          () =>
            db.transaction().execute(async (trx) => {
              const row = await trx
                .insertInto('signing_templates')
                .values({
                  name: input.name,
                  message: input.message,
                  signing_order: input.order,
                  verification: input.verification,
                  signer_roles: JSON.stringify(input.signer_roles),
                  page_count: input.page_count,
                  fields: JSON.stringify(input.fields),
                  created_by: actor.access.userId,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              scope.target = `signing-template:${row.id}`;
              scope.detail = input.name;
              await scope.recordIn(trx);
              return row.id;
            }),
          () => conflict('A signing template of that name exists'),
        );
        return present(await templates(db).where('signing_templates.id', '=', id).executeTakeFirstOrThrow());
      });
    },

    /** The layout onto a draft: order, identity check, message and fields (the draft's signers stay). */
    apply(actor: Principal, templateId: string, tenantId: string, envelopeId: string): Promise<TEnvelope> {
      const subject = { action: 'SIGNING_TEMPLATE_APPLY', tenantId, target: `envelope:${envelopeId}` } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        await requireTenant(db, actor.access, tenantId, 'manage signatures');
        const template = await templates(db).where('signing_templates.id', '=', templateId).executeTakeFirst();
        if (!template) throw notFound('Signing template');
        const envelope = await envelopes.load(tenantId, envelopeId);
        const fields = template.fields as TSigningField[];
        assertFieldsFit(fields, envelope.pages, template.signer_roles.length);
        await db.transaction().execute(async (trx) => {
          const locked = await lockEnvelope(trx, envelopeId);
          if (locked?.status !== 'draft') throw signingState(locked?.status ?? 'gone');
          await updateEnvelope(trx, envelopeId, {
            message: template.message,
            signing_order: template.signing_order,
            verification: template.verification,
          });
          await replaceFields(trx, envelopeId, fields);
          scope.detail = `signing-template:${templateId}`;
          await scope.recordIn(trx);
        });
        return envelopes.present(tenantId, envelopeId);
      });
    },
  };
}
export type SigningTemplatesService = ReturnType<typeof createSigningTemplatesService>;
