import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { HEADERS, bulkApi, csvSheet, sender } from './bulk-notifications.test-support.ts';

const ctx = useTestApp();
const api = bulkApi(ctx);

describe('GET /api/v1/bulk/notifications', () => {
  it('lists one kind of batch, newest first, 10 per page', async () => {
    const { token } = await sender(ctx);
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      const sheet = {
        name: `payroll-${i}.csv`,
        content: csvSheet(HEADERS.PAYROLL_TAX, [['A', `a${i}@a.test`, '', '9']]),
      };
      ids.push((await api.submit(token, { kind: 'PAYROLL_TAX', selected_rows: [2] }, sheet)).json().uuid);
    }

    const first = (await api.list(token, { kind: 'PAYROLL_TAX' })).json();
    expect(first).toMatchObject({ total: 11, last_page: 2, from: 1, to: 10 });
    expect(first.data.map((b: { uuid: string }) => b.uuid)).toEqual(ids.slice(1).reverse());
    const second = (await api.list(token, { kind: 'PAYROLL_TAX', page: '2' })).json();
    expect(second.data.map((b: { uuid: string }) => b.uuid)).toEqual([ids[0]]);
    const search = (await api.list(token, { kind: 'PAYROLL_TAX', search: 'payroll-7' })).json();
    expect(search.data.map((b: { file_name: string }) => b.file_name)).toEqual(['payroll-7.csv']);
  });

  it('answers 404 for a batch that does not exist', async () => {
    const { token } = await sender(ctx);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api.get(token, missing)).statusCode).toBe(404);
    expect((await api.rows(token, missing)).statusCode).toBe(404);
  });
});
