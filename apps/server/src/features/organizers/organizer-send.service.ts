import {
  VALIDATION_MESSAGES,
  type TOrganizerDefinition,
  type TOrganizerQuestion,
  type TSendOrganizerRequest,
  type TSendOrganizerResult,
  type ZSendOrganizerRequest,
} from '@ledgerport/contract';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { auditActorOf, recordAlongside, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { findTenantRecord } from '../../platform/auth/tenant-scope.repo.ts';
import type { DB, Db } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { notFound } from '../../platform/errors.ts';
import type { OrganizerRequests } from '../requests/organizer-requests.ts';
import { stillValid } from './organizer-checks.ts';
import { fieldRefused } from './organizer-errors.ts';
import { findTemplate, versionSections } from './organizer-templates.repo.ts';
import {
  activeTenantIds,
  answersOf,
  findOrganizer,
  hasOrganizerFor,
  insertAnswers,
  insertOrganizer,
  isMember,
  latestEarlier,
} from './organizers.repo.ts';

type SendInput = z.output<typeof ZSendOrganizerRequest>;

/** A company that already has one for the year, found by the unique key when two sends race. */
class AlreadySent extends Error {}

/**
 * Last year's answers that still fit this year's questions: same key, a value the question (maybe edited since)
 * still accepts. Files are not carried over (last year's W-2s are not this year's). Answers the rows to insert
 * and the sections they prefill.
 */
export function rollForward<T extends { question_key: string; value: unknown }>(
  sections: TOrganizerDefinition,
  previous: T[],
) {
  const questions = new Map<string, { question: TOrganizerQuestion; section: string }>();
  for (const section of sections) {
    for (const question of section.questions) questions.set(question.key, { question, section: section.key });
  }
  const kept = previous.filter((answer) => {
    const target = questions.get(answer.question_key);
    return target !== undefined && stillValid(target.question, answer.value);
  });
  const prefilled = new Set(kept.map((a) => questions.get(a.question_key)!.section));
  return { kept, prefilledSections: sections.map((s) => s.key).filter((key) => prefilled.has(key)) };
}

/** Sending a template: one organizer (a request of kind ORGANIZER) per company, each in its own transaction. */
export function createOrganizerSendService(deps: { db: Db; audited: Audited; requests: OrganizerRequests }) {
  const { db, audited, requests } = deps;

  async function sendOne(
    trx: Transaction<DB>,
    actor: Principal,
    tenantId: string,
    template: { id: string; versionId: string; sections: TOrganizerDefinition },
    input: SendInput,
  ) {
    const tenant = (await findTenantRecord(trx, tenantId))!;
    if (await hasOrganizerFor(trx, tenantId, template.id, input.tax_year)) throw new AlreadySent();
    const request = await requests.open(trx, tenant, {
      title: input.title,
      description: '',
      dueOn: input.due_on,
      createdBy: actor.access.userId,
      recipientUserId: input.recipient_user_uuid ?? null,
    });
    const previous = await latestEarlier(trx, tenantId, template.id, input.tax_year);
    const earlier = previous ? await answersOf(trx, previous.id) : [];
    const previousRow = previous ? await findOrganizer(trx, tenantId, previous.id) : undefined;
    // A file question's stored value is its uuids: never carried over (stillValid refuses every file answer).
    const { kept, prefilledSections } = rollForward(template.sections, earlier);
    const made = await insertOrganizer(trx, {
      id: request.uuid,
      tenantId,
      templateId: template.id,
      versionId: template.versionId,
      taxYear: input.tax_year,
      recipientUserId: input.recipient_user_uuid ?? null,
      prefilledFrom: previousRow ? previousRow.id : null,
      prefilledSections,
    });
    if (!made) throw new AlreadySent();
    const now = new Date();
    await insertAnswers(
      trx,
      kept.map((a) => ({
        organizerId: request.uuid,
        tenantId,
        key: a.question_key,
        value: a.value,
        by: a.answered_by,
        at: now,
      })),
    );
    await recordAlongside(trx, auditActorOf(actor), {
      action: 'ORGANIZER_SEND',
      tenantId,
      target: `request:${request.uuid}`,
      changes: {
        title: { from: null, to: input.title },
        tax_year: { from: null, to: input.tax_year },
        due_on: { from: null, to: input.due_on },
        rolled_forward_from: { from: null, to: previousRow?.id ?? null },
      },
      detail: `organizer-template:${template.id}`,
    });
    return { tenant_uuid: tenantId, organizer_uuid: request.uuid, rolled_forward: previousRow !== undefined };
  }

  return {
    send: (actor: Principal, templateId: string, body: TSendOrganizerRequest): Promise<TSendOrganizerResult> =>
      audited(
        auditActorOf(actor),
        { action: 'ORGANIZER_SEND', tenantId: null, target: `organizer-template:${templateId}` },
        async (scope) => {
          const input = body as SendInput;
          requireFirmPermission(actor, 'manage requests');
          const row = await findTemplate(db, templateId);
          if (!row) throw notFound('Template');
          if (input.due_on < requests.today()) throw fieldRefused('due_on', VALIDATION_MESSAGES.dueDateInPast);
          const wanted = input.all_tenants ? 'all' : [...new Set(input.tenant_uuids ?? [])];
          const active = await activeTenantIds(db, wanted);
          const ids = wanted === 'all' ? [...active] : wanted;
          if (wanted !== 'all') {
            for (const id of ids) if (!active.has(id) && !(await findTenantRecord(db, id))) throw notFound('Tenant');
          }
          if (input.recipient_user_uuid && !(await isMember(db, ids[0]!, input.recipient_user_uuid))) {
            throw notFound('User');
          }
          const template = {
            id: templateId,
            versionId: row.version_id,
            sections: await versionSections(db, row.version_id),
          };
          const result: TSendOrganizerResult = { sent: [], skipped: [] };
          for (const tenantId of ids) {
            if (!active.has(tenantId)) {
              result.skipped.push({ tenant_uuid: tenantId, reason: 'TENANT_INACTIVE' });
              continue;
            }
            try {
              result.sent.push(await db.transaction().execute((trx) => sendOne(trx, actor, tenantId, template, input)));
            } catch (error) {
              if (!(error instanceof AlreadySent) && !isUniqueViolation(error)) throw error;
              result.skipped.push({ tenant_uuid: tenantId, reason: 'ALREADY_SENT' });
            }
          }
          scope.changes = {
            version: { from: null, to: row.current_version },
            sent: { from: null, to: result.sent.length },
            skipped: { from: null, to: result.skipped.length },
          };
          return result;
        },
      ),
  };
}
export type OrganizerSendService = ReturnType<typeof createOrganizerSendService>;
