import type { TMessageThread, TThreadMessage } from '@ledgerport/contract';
import { clientUser, staffUser } from '../../test/fixtures.ts';

/** The client's company (clientUser's only one). */
export const TENANT_UUID = clientUser.tenants[0]!.tenant_uuid;
export const THREAD_UUID = '34000000-0000-4000-8000-000000000001';
export const threadsPath = `/api/v1/tenants/${TENANT_UUID}/threads`;
export const threadPath = `${threadsPath}/${THREAD_UUID}`;
export const messagesPath = `${threadPath}/messages`;

export const someThread = (overrides: Partial<TMessageThread> = {}): TMessageThread => ({
  uuid: THREAD_UUID,
  tenant_uuid: TENANT_UUID,
  tenant_name: 'Acme Bakery LLC',
  subject: 'Question about the 2026 return',
  link: null,
  assignee: null,
  last_message_at: '2026-11-29T10:00:00.000Z',
  last_message_author: 'Carl Client',
  last_message_side: 'CLIENT',
  last_message_preview: 'Do you need the mileage log too?',
  waiting_on_firm: true,
  unread_count: 2,
  created_at: '2026-11-28T10:00:00.000Z',
  can_write_internal: false,
  can_attach: true,
  ...overrides,
});

/** A summary as the lists send it (no head-only fields). */
export const someSummary = (overrides: Partial<TMessageThread> = {}) => {
  const { can_write_internal: _internal, can_attach: _attach, ...summary } = someThread(overrides);
  return summary;
};

export const someMessage = (n: number, overrides: Partial<TThreadMessage> = {}): TThreadMessage => ({
  uuid: `34100000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  author: { uuid: clientUser.uuid, name: 'Carl Client', side: 'CLIENT' },
  internal: false,
  body_html: `<p>Message number ${n}</p>`,
  attachments: [],
  via_email: null,
  created_at: `2026-11-29T10:${String(n).padStart(2, '0')}:00.000Z`,
  edited_at: null,
  removed: null,
  can_change: false,
  can_remove: false,
  ...overrides,
});

export const fromStaff = { uuid: staffUser.uuid, name: 'Ada Staff', side: 'FIRM' as const };
