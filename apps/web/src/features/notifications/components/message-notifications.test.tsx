import type { TNotification } from '@ledgerport/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { notificationTarget } from './notification-target.ts';
import { useNotificationText } from './notification-text.ts';

const TENANT = '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const THREAD = '50000000-0000-4000-8000-000000000002';
const meta = {
  uuid: '60000000-0000-4000-8000-000000000002',
  tenant_uuid: TENANT,
  tenant_name: 'Acme Bakery LLC',
  created_at: '2026-11-26T09:00:00.000Z',
  read_at: null,
};
const received = (over: { from_client: boolean; internal: boolean; from: string }): TNotification => ({
  ...meta,
  kind: 'MESSAGE_RECEIVED',
  params: { tenant_name: 'Acme Bakery LLC', thread_uuid: THREAD, subject: 'March statements', ...over },
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('messages, as the bell tells them (issue 34)', () => {
  it('names the thread and who wrote; an internal note says so', async () => {
    const text = renderHook(() => useNotificationText()).result;
    expect(text.current(received({ from_client: true, internal: false, from: 'Ann Client' }))).toBe(
      'Acme Bakery LLC: new message in "March statements" from Ann Client.',
    );
    expect(text.current(received({ from_client: false, internal: true, from: 'Wendy Writer' }))).toBe(
      'Acme Bakery LLC: internal note in "March statements" from Wendy Writer.',
    );
    await act(() => i18n.changeLanguage('de'));
    const german = renderHook(() => useNotificationText()).result;
    expect(german.current(received({ from_client: false, internal: false, from: 'Harbourview' }))).toBe(
      'Acme Bakery LLC: neue Nachricht in „March statements“ von Harbourview.',
    );
  });

  it('opens the one thread screen of the company, for a client message, a note or a firm message alike', () => {
    expect(notificationTarget(received({ from_client: true, internal: false, from: 'Ann' }))).toBe(
      `/messages/${THREAD}?company_uuid=${TENANT}`,
    );
    expect(notificationTarget(received({ from_client: false, internal: true, from: 'Wendy' }))).toBe(
      `/messages/${THREAD}?company_uuid=${TENANT}`,
    );
    expect(notificationTarget(received({ from_client: false, internal: false, from: 'Firm' }))).toBe(
      `/messages/${THREAD}?company_uuid=${TENANT}`,
    );
  });
});
