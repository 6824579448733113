import multipart from '@fastify/multipart';
import { ZErrorResponse, ZPayroll, ZPayrollPage, ZPayrollQuery, ZTenantIdParams } from '@ledgerport/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import type { FormPart, PayrollForm } from './payroll-form.ts';
import type { PayrollService } from './payroll.service.ts';

const tags = ['payroll'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/**
 * The multipart form as the service reads it: one part at a time, in the order sent, files as streams. The
 * body is not touched until the service asks for the first part (after its tenant and permission checks).
 */
function payrollForm(request: FastifyRequest): PayrollForm {
  const declared = request.headers['content-length'];
  let parts: ReturnType<FastifyRequest['parts']> | undefined;
  return {
    isMultipart: request.isMultipart(),
    declaredBytes: declared === undefined ? undefined : Number(declared),
    nextPart: async (): Promise<FormPart | undefined> => {
      parts ??= request.parts();
      const next = await parts.next();
      if (next.done) return undefined;
      const part = next.value;
      if (part.type === 'file') {
        return { kind: 'file', name: part.fieldname, file: { fileName: part.filename, content: part.file } };
      }
      return { kind: 'field', name: part.fieldname, value: part.value, truncated: part.valueTruncated };
    },
  };
}

/**
 * Multipart parsing is registered in this plugin only (as for uploads); the file limit is UPLOAD_MAX_BYTES
 * + 1, the storage telling "too large" from "exactly at it". Two parts at most: payroll_info, then the file.
 */
export const payrollRoutes: FastifyPluginAsyncZod<{ payroll: PayrollService; maxBytes: number }> = async (
  app,
  { payroll, maxBytes },
) => {
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: maxBytes + 1, files: 1, fields: 2, fieldSize: 16 * 1024, parts: 3, headerPairs: 50 },
  });
  app.addHook('preHandler', requireAuth);

  app.get(
    '/payroll',
    {
      preHandler: requirePermission('view payroll'),
      schema: {
        tags,
        security,
        summary: "Every tenant's payroll submissions, newest period first (10 per page); firm staff only",
        querystring: ZPayrollQuery,
        response: { 200: ZPayrollPage, ...errors },
      },
    },
    async (request) => payroll.listAll(principalOf(request), request.query),
  );

  app.get(
    '/tenants/:tenantId/payroll',
    {
      schema: {
        tags,
        security,
        summary: "One tenant's payroll submissions, newest period first (10 per page)",
        params: ZTenantIdParams,
        querystring: ZPayrollQuery,
        response: { 200: ZPayrollPage, ...errors },
      },
    },
    async (request) => payroll.listForTenant(principalOf(request), request.params.tenantId, request.query),
  );

  app.post(
    '/tenants/:tenantId/payroll',
    {
      schema: {
        tags,
        security,
        summary:
          'Submit payroll information: multipart with "payroll_info" (JSON) first, then an optional "file" ' +
          'stored in Payroll Documents',
        consumes: ['multipart/form-data'],
        params: ZTenantIdParams,
        response: { 201: ZPayroll, 413: ZErrorResponse, 415: ZErrorResponse, 503: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { tenantId } = request.params;
      const record = await payroll.submit(principalOf(request), tenantId, payrollForm(request));
      return reply.status(201).send(record);
    },
  );
};
