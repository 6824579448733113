import multipart from '@fastify/multipart';
import {
  ZCreateEnvelopeRequest,
  ZEnvelope,
  ZEnvelopeDocumentQuery,
  ZEnvelopePageList,
  ZEnvelopeQuery,
  ZErrorResponse,
  ZFirmEnvelopeQuery,
  ZTenantIdParams,
  ZUpdateEnvelopeRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/errors.ts';
import type { EnvelopeEditService } from './envelope-edit.service.ts';
import type { EnvelopePaperService } from './envelope-paper.service.ts';
import { readCapped } from './envelope-source.ts';
import type { EnvelopesService } from './envelopes.service.ts';
import { pdfDownload } from './pdf-reply.ts';
import { SIGNING_PDF_MAX_BYTES } from './signing-pdf.port.ts';

const tags = ['signing'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
export const ZEnvelopeParams = ZTenantIdParams.extend({ envelopeId: z.uuid() });

/** Staff prepare and read envelopes; every route names its tenant and the services check it (requireTenant). */
export const envelopesRoutes: FastifyPluginAsyncZod<{
  envelopes: EnvelopesService;
  edit: EnvelopeEditService;
  paper: EnvelopePaperService;
}> = async (app, { envelopes, edit, paper }) => {
  app.addHook('preHandler', requireAuth);
  // One PDF part, one byte over the limit so a too-large file is told apart from one exactly at it.
  await app.register(multipart, {
    limits: { fileSize: SIGNING_PDF_MAX_BYTES + 1, files: 1, fields: 1, parts: 2, headerPairs: 50 },
  });

  app.post(
    '/tenants/:tenantId/signing/envelopes',
    {
      schema: {
        tags,
        security,
        summary:
          "Prepare a draft envelope ('manage signatures') from a company file (JSON { path }) or an uploaded PDF (multipart part `file`)",
        params: ZTenantIdParams,
        response: { 201: ZEnvelope, ...errors, 409: ZErrorResponse, 413: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const actor = principalOf(request);
      const { tenantId } = request.params;
      if (request.isMultipart()) {
        const upload = async () => {
          const part = await request.file();
          if (!part) throw new AppError(400, 'VALIDATION_ERROR', 'No file', [{ field: 'file', message: 'required' }]);
          return { bytes: await readCapped(part.file), name: part.filename.split(/[\\/]/).pop() || 'document.pdf' };
        };
        return reply.status(201).send(await envelopes.create(actor, tenantId, { path: '', upload }));
      }
      const parsed = ZCreateEnvelopeRequest.safeParse(request.body ?? {});
      if (!parsed.success) {
        const details = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
        throw new AppError(400, 'VALIDATION_ERROR', 'Invalid body', details);
      }
      return reply.status(201).send(await envelopes.create(actor, tenantId, parsed.data));
    },
  );

  app.get(
    '/tenants/:tenantId/signing/envelopes',
    {
      schema: {
        tags,
        security,
        summary: "A company's envelopes, newest first ('view files' in the tenant): status, due-date and title filters",
        params: ZTenantIdParams,
        querystring: ZEnvelopeQuery,
        response: { 200: ZEnvelopePageList, ...errors },
      },
    },
    async (request) => envelopes.list(principalOf(request), request.params.tenantId, request.query),
  );

  app.get(
    '/signing/envelopes',
    {
      schema: {
        tags,
        security,
        summary: "Every company's envelopes, newest first (staff with 'view files' firm-wide)",
        querystring: ZFirmEnvelopeQuery,
        response: { 200: ZEnvelopePageList, ...errors },
      },
    },
    async (request) => envelopes.listFirm(principalOf(request), request.query),
  );

  app.get(
    '/tenants/:tenantId/signing/envelopes/:envelopeId',
    {
      schema: {
        tags,
        security,
        summary: "One envelope with its signers and fields ('view files' in the tenant)",
        params: ZEnvelopeParams,
        response: { 200: ZEnvelope, ...errors },
      },
    },
    async (request) => envelopes.get(principalOf(request), request.params.tenantId, request.params.envelopeId),
  );

  app.get(
    '/tenants/:tenantId/signing/envelopes/:envelopeId/document',
    {
      schema: {
        tags,
        security,
        summary:
          "The envelope's original PDF ('view files' in the tenant), for the field editor; `kind=signed`: the sealed " +
          'PDF once completed (404 before; a FILE_DOWNLOAD on the trail)',
        params: ZEnvelopeParams,
        querystring: ZEnvelopeDocumentQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { tenantId, envelopeId } = request.params;
      return pdfDownload(
        reply,
        await envelopes.document(principalOf(request), tenantId, envelopeId, request.query.kind),
      );
    },
  );

  app.put(
    '/tenants/:tenantId/signing/envelopes/:envelopeId',
    {
      schema: {
        tags,
        security,
        summary: "Save a draft whole: settings, signers (with known data), fields ('manage signatures')",
        params: ZEnvelopeParams,
        body: ZUpdateEnvelopeRequest,
        response: { 200: ZEnvelope, ...errors, 409: ZErrorResponse },
      },
    },
    async (request) =>
      edit.update(principalOf(request), request.params.tenantId, request.params.envelopeId, request.body),
  );

  app.post(
    '/tenants/:tenantId/signing/envelopes/:envelopeId/paper-copy',
    {
      schema: {
        tags,
        security,
        summary:
          "Record a printed, hand-signed copy for the signer whose turn it is, locked out by failed identity checks or asking for paper ('manage signatures'): multipart part `file`; another signer: 409 SIGNING_STATE",
        params: ZEnvelopeParams,
        querystring: z.strictObject({ signer_uuid: z.uuid() }),
        consumes: ['multipart/form-data'],
        response: { 200: ZEnvelope, ...errors, 409: ZErrorResponse, 413: ZErrorResponse },
      },
    },
    (request) =>
      paper.record(
        principalOf(request),
        request.params.tenantId,
        request.params.envelopeId,
        request.query.signer_uuid,
        async () => {
          const part = request.isMultipart() ? await request.file() : undefined;
          if (!part) throw new AppError(400, 'VALIDATION_ERROR', 'No file', [{ field: 'file', message: 'required' }]);
          return readCapped(part.file);
        },
      ),
  );
};
