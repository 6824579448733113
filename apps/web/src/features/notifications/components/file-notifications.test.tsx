import type { TNotification } from '@ledgerport/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { notificationTarget } from './notification-target.ts';
import { useNotificationText } from './notification-text.ts';

const TENANT = '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const marked = (count: number): TNotification => ({
  uuid: '60000000-0000-4000-8000-000000000001',
  tenant_uuid: TENANT,
  tenant_name: 'Acme Bakery LLC',
  created_at: '2026-11-26T09:00:00.000Z',
  read_at: null,
  kind: 'FILE_NEEDS_ATTENTION',
  params: {
    tenant_name: 'Acme Bakery LLC',
    document_uuid: '7d1a2b3c-4d5e-4f60-8a7b-000000000002',
    file_name: 'march.pdf',
    folder: 'Bank Statements',
    count,
    note: 'Page 2 is missing',
  },
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a file marked Needs attention, as the bell tells it (issue 30)', () => {
  it('names the file and the firm’s note, or counts the files, in the user’s language', async () => {
    const text = renderHook(() => useNotificationText()).result;
    expect(text.current(marked(1))).toBe(
      'Acme Bakery LLC: your firm marked march.pdf as needing attention: Page 2 is missing',
    );
    expect(text.current(marked(3))).toContain('marked 3 files');
    await act(() => i18n.changeLanguage('de'));
    const german = renderHook(() => useNotificationText()).result;
    expect(german.current(marked(1))).toBe(
      'Acme Bakery LLC: Ihre Kanzlei hat march.pdf mit „Klärungsbedarf“ markiert: Page 2 is missing',
    );
  });

  it('opens the file in its folder, or the list of what the firm needs when several were marked', () => {
    expect(notificationTarget(marked(1))).toBe(
      `/index/company?company_uuid=${TENANT}&path=Bank+Statements&file=Bank+Statements%2Fmarch.pdf`,
    );
    expect(notificationTarget(marked(2))).toBe('/asks');
  });
});
