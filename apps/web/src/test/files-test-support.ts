import { vi } from 'vitest';
import type { TFileEntry } from '@ledgerport/contract';
import type { fakeApi, TRoutes } from './fake-api.ts';
import { clientUser, staffUser } from './fixtures.ts';
import { signedInAs } from './tenant-user-fixtures.ts';

/** Test-only data and set-up shared by the folder, preview and upload screen tests. */

/** The client fixture's own company. */
export const acme = { uuid: clientUser.tenants[0]!.tenant_uuid, name: clientUser.tenants[0]!.tenant_name };

export const filesPath = (tenantUuid = acme.uuid) => `/api/v1/tenants/${tenantUuid}/files`;

/** A stable made-up id per path, as the catalog gives each folder and file one. */
const idOf = (path: string) =>
  `40000000-0000-4000-8000-${[...path]
    .reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1e12, 7)
    .toString()
    .padStart(12, '0')}`;

export const folderEntry = (path: string): TFileEntry => ({
  file: path.split('/').pop()!,
  path,
  is_file: false,
  size: null,
  created: '2026-03-01T09:00:00.000Z',
  modified: '2026-03-02T09:00:00.000Z',
  last_accessed: null,
  id: idOf(path),
  revision: 1,
  type: null,
  uploaded_by: null,
  via_link: false,
  versions: null,
  review_status: null,
  review_note: null,
});

export const fileEntry = (path: string, size: number, overrides: Partial<TFileEntry> = {}): TFileEntry => ({
  file: path.split('/').pop()!,
  path,
  is_file: true,
  size,
  created: '2026-03-03T10:15:00.000Z',
  modified: '2026-03-04T11:30:00.000Z',
  last_accessed: '2026-03-05T12:45:00.000Z',
  id: idOf(path),
  revision: 1,
  type: 'BANK_STATEMENT',
  uploaded_by: 'Olga Owner',
  via_link: false,
  versions: 1,
  review_status: 'NEW',
  review_note: null,
  ...overrides,
});

export const asStaff = (permissions: string[], routes: TRoutes = {}) => signedInAs(staffUser, permissions, routes);
export const asClient = (permissions: string[], routes: TRoutes = {}) => signedInAs(clientUser, permissions, routes);

/** The URLs of the calls made to `pathname`, in order. */
export const callsTo = (fetch: ReturnType<typeof fakeApi>, pathname: string) =>
  fetch.mock.calls
    .map((call) => new URL(String(call[0]), 'http://localhost'))
    .filter((url) => url.pathname === pathname);

/** The browser's part of a download: what the temporary link pointed at when it was clicked. */
export function captureDownloads() {
  const clicked: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  return clicked;
}
