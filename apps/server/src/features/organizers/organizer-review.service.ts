import { createHash } from 'node:crypto';
import {
  UPLOAD_TYPE_FOLDERS,
  VALIDATION_MESSAGES,
  type TOrganizer,
  type TReturnOrganizerRequest,
} from '@ledgerport/contract';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { GeneratedFiles } from '../files/generated-files.service.ts';
import type { OrganizerRequests } from '../requests/organizer-requests.ts';
import { assertAnswerable, assertRecipient, type OrganizerAccess } from './organizer-access.ts';
import { progressOf, shownQuestions } from './organizer-checks.ts';
import { fieldRefused, incomplete, organizerState } from './organizer-errors.ts';
import { exportLines, organizerCsv, organizerXlsx } from './organizer-export.ts';
import { organizerPdf } from './organizer-pdf.ts';
import type { OrganizerReader } from './organizer-reading.ts';
import { presentOrganizer, valuesOf, type OrganizerState } from './organizers.presenter.ts';
import { confirmSection, markAccepted, replaceComments, setExport } from './organizers.repo.ts';

/** A file name from a title: no path separators or characters a folder refuses. */
const fileNameOf = (title: string, year: number) =>
  `${title.replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu, '-').trim() || 'Organizer'} ${year}.pdf`;

/** Reading an organizer, and its steps after answering: confirm, submit, return, accept, export. */
export function createOrganizerReviewService(deps: {
  db: Db;
  audited: Audited;
  access: OrganizerAccess;
  read: OrganizerReader;
  requests: OrganizerRequests;
  generatedFiles: GeneratedFiles;
}) {
  const { db, audited, access, read, requests, generatedFiles } = deps;
  const target = (id: string) => `request:${id}`;

  /** After a change: the organizer as it now is. */
  const reread = async (trx: Db, state: OrganizerState) =>
    presentOrganizer(await read(trx, state.row.tenant_id, state.row.id));

  return {
    /** The company's users and staff who may see its files. */
    async get(actor: Principal, tenantId: string, id: string): Promise<TOrganizer> {
      await requireTenant(db, actor.access, tenantId, 'view files');
      return presentOrganizer(await read(db, tenantId, id));
    },

    confirm: (actor: Principal, tenantId: string, id: string, sectionKey: string): Promise<TOrganizer> =>
      audited(auditActorOf(actor), { action: 'ORGANIZER_SECTION_CONFIRM', tenantId, target: target(id) }, (scope) =>
        access.change(actor, tenantId, id, 'upload files', async (trx, state) => {
          assertAnswerable(state);
          assertRecipient(actor, state);
          if (!state.row.prefilled_sections.includes(sectionKey)) throw notFound('Section');
          await confirmSection(trx, { id, tenantId }, sectionKey, actor.access.userId);
          scope.detail = `section:${sectionKey}`;
          await scope.recordIn(trx);
          return reread(trx, state);
        }),
      ),

    /** Every required shown question answered and every prefilled section confirmed, else ORGANIZER_INCOMPLETE. */
    submit: (actor: Principal, tenantId: string, id: string): Promise<TOrganizer> =>
      audited(auditActorOf(actor), { action: 'ORGANIZER_SUBMIT', tenantId, target: target(id) }, (scope) =>
        access.change(actor, tenantId, id, 'upload files', async (trx, state, tenant) => {
          assertAnswerable(state);
          assertRecipient(actor, state);
          const values = valuesOf(state);
          const { missing } = progressOf(state.row.sections, (key) => values.get(key));
          const unconfirmed = state.row.prefilled_sections.filter((key) => !state.confirmed.includes(key));
          if (missing.length > 0 || unconfirmed.length > 0) {
            throw incomplete([...missing, ...unconfirmed.map((key) => `section:${key}`)]);
          }
          await requests.move(trx, tenant, id, 'submit', { userId: actor.access.userId });
          scope.changes = { status: { from: 'OPEN', to: 'SUBMITTED' } };
          await scope.recordIn(trx);
          return reread(trx, state);
        }),
      ),

    /** Back to the client with comments on shown questions (OPEN again; the client is told). */
    return: (actor: Principal, tenantId: string, id: string, body: TReturnOrganizerRequest): Promise<TOrganizer> =>
      audited(auditActorOf(actor), { action: 'ORGANIZER_RETURN', tenantId, target: target(id) }, (scope) =>
        access.change(actor, tenantId, id, 'manage requests', async (trx, state, tenant) => {
          if (state.row.request_status !== 'SUBMITTED') throw organizerState(state.row.request_status);
          const values = valuesOf(state);
          const shown = shownQuestions(state.row.sections, (key) => values.get(key));
          body.comments.forEach((comment, i) => {
            if (!shown.has(comment.question)) {
              throw fieldRefused(`comments.${i}.question`, VALIDATION_MESSAGES.organizerCommentQuestion);
            }
          });
          const labels = new Map(state.row.sections.flatMap((s) => s.questions.map((q) => [q.key, q.label])));
          const note = body.comments
            .map((c) => `${labels.get(c.question)}: ${c.text}`)
            .join('\n')
            .slice(0, 2000);
          await replaceComments(trx, { id, tenantId }, body.comments, actor.access.userId);
          await requests.move(trx, tenant, id, 'return', { userId: actor.access.userId, note });
          scope.changes = {
            status: { from: 'SUBMITTED', to: 'OPEN' },
            comments: { from: null, to: body.comments.map((c) => c.question) },
          };
          await scope.recordIn(trx);
          return reread(trx, state);
        }),
      ),

    /**
     * DONE and locked, then the branded PDF filed in the company's folder for other documents. The PDF is made
     * after the acceptance commits (a file cannot join a database transaction); filing is idempotent by content,
     * and accepting again an accepted organizer whose PDF is missing files it.
     */
    accept: (actor: Principal, tenantId: string, id: string): Promise<TOrganizer> =>
      audited(auditActorOf(actor), { action: 'ORGANIZER_ACCEPT', tenantId, target: target(id) }, async (scope) => {
        const { state, tenantName } = await access.change(
          actor,
          tenantId,
          id,
          'manage requests',
          async (trx, before, tenant) => {
            // Accepted before but its PDF never filed (the filing failed after the acceptance committed): file it now.
            const unfiled = before.row.locked && before.row.request_status === 'DONE' && !before.row.export_document_id;
            if (unfiled) {
              scope.detail = 'export-only';
            } else {
              if (before.row.request_status !== 'SUBMITTED') throw organizerState(before.row.request_status);
              await requests.move(trx, tenant, id, 'accept', { userId: actor.access.userId });
              await markAccepted(trx, id);
              scope.changes = { status: { from: 'SUBMITTED', to: 'DONE' }, locked: { from: false, to: true } };
            }
            await scope.recordIn(trx);
            return { state: await read(trx, tenantId, id), tenantName: tenant.name };
          },
        );
        const branding = await readFirmBranding(db);
        const bytes = await organizerPdf({
          firmName: branding.firm_name,
          color: branding.primary_color,
          title: state.request.title,
          companyName: tenantName,
          taxYear: state.row.tax_year,
          status: 'Accepted',
          acceptedAt: new Date(state.request.decided_at ?? Date.now()),
          lines: exportLines(state),
        });
        const filed = await generatedFiles.file({
          tenantId,
          folder: UPLOAD_TYPE_FOLDERS.OTHERS,
          name: fileNameOf(state.request.title, state.row.tax_year),
          bytes,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          madeFor: actor.access.userId,
          record: { origin: 'ORGANIZER_EXPORT', taxYear: state.row.tax_year },
        });
        await setExport(db, id, filed.documentId);
        return presentOrganizer(await read(db, tenantId, id));
      }),

    /** The shown questions and answers as CSV or XLSX (formula-safe), on the audit trail. */
    export: (actor: Principal, tenantId: string, id: string, format: 'csv' | 'xlsx') =>
      audited(auditActorOf(actor), { action: 'ORGANIZER_EXPORT', tenantId, target: target(id) }, async (scope) => {
        await requireTenant(db, actor.access, tenantId, 'manage requests');
        const state = await read(db, tenantId, id);
        scope.detail = format;
        const lines = exportLines(state);
        const name = fileNameOf(state.request.title, state.row.tax_year).replace(/\.pdf$/, `.${format}`);
        return { fileName: name, format, body: format === 'csv' ? organizerCsv(lines) : await organizerXlsx(lines) };
      }),
  };
}
export type OrganizerReviewService = ReturnType<typeof createOrganizerReviewService>;
