import type { TNotification } from '@ledgerport/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { notificationTarget } from './notification-target.ts';
import { useNotificationText } from './notification-text.ts';

const TENANT = '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const ENVELOPE = '50000000-0000-4000-8000-000000000001';
const meta = {
  uuid: '60000000-0000-4000-8000-000000000001',
  tenant_uuid: TENANT,
  tenant_name: 'Acme Bakery LLC',
  created_at: '2026-11-26T09:00:00.000Z',
  read_at: null,
};
const params = { tenant_name: 'Acme Bakery LLC', envelope_uuid: ENVELOPE, title: 'Form 8879 – 2025' };
const requested = (reminder: boolean): TNotification => ({
  ...meta,
  kind: 'SIGNING_REQUESTED',
  params: { ...params, reminder },
});
const completed: TNotification = { ...meta, kind: 'SIGNING_COMPLETED', params };
const sent: TNotification = { ...meta, kind: 'ENVELOPE_COMPLETED', params };

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('envelopes, as the bell tells them (issue 31)', () => {
  it('asks the signer to sign (or reminds them), and tells signer and sender once everyone has signed', async () => {
    const text = renderHook(() => useNotificationText()).result;
    expect(text.current(requested(false))).toBe('Acme Bakery LLC: please sign "Form 8879 – 2025".');
    expect(text.current(requested(true))).toBe('Acme Bakery LLC: reminder, please sign "Form 8879 – 2025".');
    expect(text.current(completed)).toBe(
      'Acme Bakery LLC: everyone has signed "Form 8879 – 2025". Your signed copy is ready.',
    );
    expect(text.current(sent)).toBe(
      'Acme Bakery LLC: every signer has signed "Form 8879 – 2025"; the sealed copy is ready.',
    );
    await act(() => i18n.changeLanguage('ru'));
    const russian = renderHook(() => useNotificationText()).result;
    expect(russian.current(requested(false))).toBe('Acme Bakery LLC: пожалуйста, подпишите «Form 8879 – 2025».');
  });

  it("opens the envelope's signing page for a signer, the company's signatures for staff", () => {
    expect(notificationTarget(requested(false))).toBe(`/sign?envelope=${ENVELOPE}`);
    expect(notificationTarget(completed)).toBe(`/sign?envelope=${ENVELOPE}`);
    expect(notificationTarget(sent)).toBe(`/tenant/signatures?company_uuid=${TENANT}`);
  });
});
