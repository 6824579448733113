import type { TEnvelope, TEnvelopeDocumentKind, TEnvelopePageList, TFirmEnvelopeQuery } from '@ledgerport/contract';
import type { ZEnvelopeQuery, ZFirmEnvelopeQuery } from '@ledgerport/contract';
import type { z } from 'zod';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import type { Db } from '../../platform/db/schema.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { presentEnvelope, presentListItem } from './envelope.presenter.ts';
import { inspectSource, readCompanyFile, type PdfSource } from './envelope-source.ts';
import { findEnvelope, insertEnvelope, listEnvelopes, readDocument, saveDocument } from './envelopes.repo.ts';
import { listFields, listSigners } from './signers.repo.ts';
import type { SigningPdf } from './signing-pdf.port.ts';
import type { SigningEvents } from './signing-events.ts';

/** Where an uploaded PDF is said to be (it is kept with the envelope; completion files the signed copy). */
const UPLOAD_FOLDER = 'Signature requests';

/** Staff's side of envelopes: prepare from a company file or an upload, read, list. */
export function createEnvelopesService(deps: {
  db: Db;
  audited: Audited;
  pdf: SigningPdf;
  storageFor: StorageResolver;
  events: SigningEvents;
}) {
  const { db, audited, pdf, storageFor, events } = deps;

  /** The envelope of this tenant, or 404 (an envelope of another tenant is not revealed). */
  async function load(tenantId: string, envelopeId: string) {
    const row = await findEnvelope(db, envelopeId);
    if (!row || row.tenant_id !== tenantId) throw notFound('Envelope');
    return row;
  }

  async function present(tenantId: string, envelopeId: string): Promise<TEnvelope> {
    const row = await load(tenantId, envelopeId);
    const [signers, fields] = await Promise.all([listSigners(db, [row.id]), listFields(db, row.id)]);
    return presentEnvelope(row, signers, fields);
  }

  async function page(filter: Parameters<typeof listEnvelopes>[1], query: z.output<typeof ZEnvelopeQuery>) {
    const found = await listEnvelopes(
      db,
      { ...filter, status: query.status, search: query.search, dueFrom: query.due_from, dueTo: query.due_to },
      pageRequest(query),
    );
    const signers = await listSigners(
      db,
      found.data.map((row) => row.id),
    );
    return mapPage(found, (row) =>
      presentListItem(
        row,
        signers.filter((s) => s.envelope_id === row.id),
      ),
    );
  }

  /**
   * The sealed PDF once completed (404 before), kept with the envelope whatever becomes of its copy in the
   * company's folder. A client's signed document leaving the portal: on the trail as a download of that file.
   */
  function signedDocument(actor: Principal, tenantId: string, envelopeId: string) {
    const subject = { action: 'FILE_DOWNLOAD', tenantId, target: `envelope:${envelopeId}` } as const;
    return audited(auditActorOf(actor), subject, async (scope) => {
      await requireTenant(db, actor.access, tenantId, 'view files');
      const row = await load(tenantId, envelopeId);
      const doc = await readDocument(db, row.id, 'signed');
      if (!doc) throw notFound('Document');
      if (row.signed_path) scope.target = row.signed_path;
      const name = row.signed_path?.split('/').pop() || `${row.title} - signed.pdf`;
      return { bytes: doc.bytes, name };
    });
  }

  return {
    load,
    present,

    /** A draft from a company file (`path`) or an uploaded PDF (`upload`, its file name). */
    async create(
      actor: Principal,
      tenantId: string,
      input: { path: string; title?: string | undefined; upload?: () => Promise<{ bytes: Uint8Array; name: string }> },
    ): Promise<TEnvelope> {
      const subject = { action: 'ENVELOPE_CREATE', tenantId, target: `tenant:${tenantId}` } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        const tenant = await requireTenant(db, actor.access, tenantId, 'manage signatures');
        let source: PdfSource;
        let path = input.path;
        if (input.upload) {
          const file = await input.upload();
          source = await inspectSource(pdf, file.bytes);
          path = `${UPLOAD_FOLDER}/${file.name}`;
        } else {
          source = await inspectSource(pdf, await readCompanyFile(storageFor, tenant, input.path));
        }
        const title = input.title ?? (path.split('/').pop() ?? path).replace(/\.pdf$/i, '');
        const envelopeId = await db.transaction().execute(async (trx) => {
          const id = await insertEnvelope(trx, {
            tenantId,
            title,
            originalPath: path,
            sha256: source.sha256,
            pages: source.pages,
            createdBy: actor.access.userId,
          });
          await saveDocument(trx, id, 'original', source.bytes, source.sha256);
          await events.append(trx, id, { type: 'created', by: actor.access.userId, original_sha256: source.sha256 });
          scope.target = `envelope:${id}`;
          scope.detail = path;
          await scope.recordIn(trx);
          return id;
        });
        return present(tenantId, envelopeId);
      });
    },

    async get(actor: Principal, tenantId: string, envelopeId: string): Promise<TEnvelope> {
      await requireTenant(db, actor.access, tenantId, 'view files');
      return present(tenantId, envelopeId);
    },

    async list(actor: Principal, tenantId: string, query: z.output<typeof ZEnvelopeQuery>): Promise<TEnvelopePageList> {
      await requireTenant(db, actor.access, tenantId, 'view files');
      return page({ tenantId }, query);
    },

    /** Firm-wide, for staff who view files in every company; `tenant_uuid` narrows to one. */
    async listFirm(actor: Principal, query: z.output<typeof ZFirmEnvelopeQuery>): Promise<TEnvelopePageList> {
      if (!actor.access.firmPermissions.has('view files')) throw forbidden();
      return page({ tenantId: query.tenant_uuid }, query);
    },

    /** The original PDF, for the staff's field editor (pdf.js) and their download. */
    async document(actor: Principal, tenantId: string, envelopeId: string, kind: TEnvelopeDocumentKind = 'original') {
      if (kind === 'signed') return signedDocument(actor, tenantId, envelopeId);
      await requireTenant(db, actor.access, tenantId, 'view files');
      const row = await load(tenantId, envelopeId);
      const doc = await readDocument(db, row.id, 'original');
      if (!doc) throw notFound('Document');
      return { bytes: doc.bytes, name: row.original_path.split('/').pop() ?? 'document.pdf' };
    },
  };
}
export type EnvelopesService = ReturnType<typeof createEnvelopesService>;
export type { TFirmEnvelopeQuery };
