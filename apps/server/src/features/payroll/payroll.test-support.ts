import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';

export const payrollInfo = (overrides: Record<string, unknown> = {}) => ({
  payroll_amount: '5400.25',
  payroll_period_type: 'BI_WEEKLY',
  payroll_period_date_from: '2026-03-01',
  payroll_period_date_to: '2026-03-14',
  ...overrides,
});

type FormPart =
  | { field: string; value: string; contentType?: string }
  | { field: string; fileName: string; content: Buffer | string };

/** A multipart/form-data body of the given parts, in order, the way a browser sends a FormData. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----lp${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n${type}\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        Buffer.from(part.content),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const payrollApi = (ctx: TestContext) => ({
  /** payroll_info as JSON (an object is serialised), then the file when one is given. */
  submit: (token: string, tenantId: string, info: object | string, file?: { name: string; content: Buffer | string }) =>
    payrollApi(ctx).submitParts(token, tenantId, [
      { field: 'payroll_info', value: typeof info === 'string' ? info : JSON.stringify(info) },
      ...(file ? [{ field: 'file', fileName: file.name, content: file.content }] : []),
    ]),
  submitParts: (token: string, tenantId: string, parts: FormPart[]) => {
    const form = multipartForm(parts);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenantId}/payroll`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  },
  listTenant: (token: string, tenantId: string, query: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/tenants/${tenantId}/payroll`, query, headers: bearer(token) }),
  listAll: (token: string, query: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/payroll', query, headers: bearer(token) }),
});

/** What a tenant has on record: payroll rows and upload rows. */
export async function storedFor(ctx: TestContext, tenantId: string) {
  const db = ctx.database.db;
  const [payroll, uploads] = await Promise.all([
    db
      .selectFrom('payroll_submissions')
      .select(['id', 'upload_id', 'file_path'])
      .where('tenant_id', '=', tenantId)
      .execute(),
    db.selectFrom('uploads').select(['id', 'type', 'path']).where('tenant_id', '=', tenantId).execute(),
  ]);
  return { payroll, uploads };
}
