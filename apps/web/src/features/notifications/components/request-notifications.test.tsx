import type { TNotification } from '@ledgerport/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { notificationTarget } from './notification-target.ts';
import { useNotificationText } from './notification-text.ts';

const TENANT = '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const REQUEST = '7d1a2b3c-4d5e-4f60-8a7b-000000000001';
const base = {
  uuid: '60000000-0000-4000-8000-000000000001',
  tenant_uuid: TENANT,
  tenant_name: 'Acme Bakery LLC',
  created_at: '2026-11-26T09:00:00.000Z',
  read_at: null,
};
const params = { tenant_name: 'Acme Bakery LLC', request_uuid: REQUEST, title: 'Bank statement May' };
const created = (count: number): TNotification => ({
  ...base,
  kind: 'REQUEST_CREATED',
  params: { ...params, due_on: '2026-06-20', count },
});
const returned: TNotification = { ...base, kind: 'REQUEST_RETURNED', params: { ...params, note: 'Page 2 is missing' } };
const submitted: TNotification = { ...base, kind: 'REQUEST_SUBMITTED', params };
const accepted: TNotification = { ...base, kind: 'REQUEST_ACCEPTED', params };

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('request notifications', () => {
  it('say what happened to which request, counting the periods of a recurring one, in the user language', async () => {
    const text = renderHook(() => useNotificationText()).result;
    expect(text.current(created(1))).toBe('Acme Bakery LLC: new request "Bank statement May", due Jun 20, 2026.');
    expect(text.current(created(3))).toContain('3 new requests');
    expect(text.current(returned)).toContain('Page 2 is missing');
    expect(text.current(submitted)).toBe('Acme Bakery LLC sent "Bank statement May" for review.');
    expect(text.current(accepted)).toContain('was accepted');
    await act(() => i18n.changeLanguage('de'));
    const german = renderHook(() => useNotificationText()).result;
    expect(german.current(accepted)).toBe('Acme Bakery LLC: „Bank statement May“ wurde angenommen.');
  });

  it('open the request: the client its own page, staff the tenant requests screen', () => {
    expect(notificationTarget(returned)).toBe(`/requests?company_uuid=${TENANT}&request=${REQUEST}`);
    expect(notificationTarget(submitted)).toBe(`/tenant/requests?company_uuid=${TENANT}&request=${REQUEST}`);
  });
});
