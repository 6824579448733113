import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { tenantWithClients, useFilesTestApp } from './files.test-support.ts';

const ctx = useFilesTestApp();
const longBoundary = 'b'.repeat(300);

/** Forms that are not forms, as a broken client or a prober sends them. */
const malformed: [string, string, string | Buffer][] = [
  ['no boundary', 'multipart/form-data', 'garbage'],
  [
    'random bytes',
    'multipart/form-data; boundary=abc',
    Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37) % 256)),
  ],
  [
    'a boundary over 256 characters',
    `multipart/form-data; boundary=${longBoundary}`,
    `--${longBoundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nhello\r\n--${longBoundary}--\r\n`,
  ],
  [
    'a body cut short',
    'multipart/form-data; boundary=abc',
    '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nhel',
  ],
];

describe('a malformed multipart request', () => {
  it.each(malformed)('with %s is a 400 on every upload route, never a 500', async (_, contentType, payload) => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    for (const url of [
      `/api/v1/tenants/${tenant.id}/uploads?type=BANK_STATEMENT`,
      `/api/v1/tenants/${tenant.id}/payroll`,
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(ownerToken), 'content-type': contentType },
        payload,
      });
      expect({ url, status: response.statusCode, code: response.json().error.code }).toEqual({
        url,
        status: 400,
        code: 'VALIDATION_ERROR',
      });
    }
    const stored = await ctx.database.db
      .selectFrom('uploads')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
