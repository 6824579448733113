import { BUILT_IN_ROLE_PERMISSIONS, type TSessionUser } from '@ledgerport/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api.ts';
import { clientUser, staffUser } from '../../test/fixtures.ts';
import { fileEntry, folderEntry } from '../../test/files-test-support.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedInAs } from '../../test/tenant-user-fixtures.ts';
import type { TSession } from '../session/session-storage.ts';
import { permissionsIn } from './use-permissions.ts';

// Issue 30, part 2: a client who owns one company and manages another is offered, in each, what their role THERE
// allows; the union of both (what /auth/me lists as `permissions`) once showed the owner's buttons in both.
const ACME = '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const BETA = '7d1a2b3c-4d5e-4f60-8a7b-00000000000b';
const owner = [...BUILT_IN_ROLE_PERMISSIONS.TenantOwner];
const manager = [...BUILT_IN_ROLE_PERMISSIONS.TenantManager];
const ownerAndManager: TSessionUser = {
  ...clientUser,
  tenants: [
    { tenant_uuid: ACME, tenant_name: 'Acme Bakery LLC', user_type: 'TenantOwner', permissions: owner },
    { tenant_uuid: BETA, tenant_name: 'Beta Books', user_type: 'TenantManager', permissions: manager },
  ],
};
const anywhere = [...new Set([...owner, ...manager])];

const folder = () =>
  json(200, {
    path: '',
    entries: [folderEntry('Bank Statements'), fileEntry('march.pdf', 2048)],
    next_cursor: null,
  });

function openFolderOf(tenantUuid: string) {
  signedInAs(ownerAndManager, anywhere, {
    [`GET /api/v1/tenants/${tenantUuid}/files`]: folder,
    'GET /api/v1/features': () => json(200, { flags: {} }),
  });
  return renderApp(`/index/company?company_uuid=${tenantUuid}`);
}

/** The screen itself, not the sidebar (which lists each company's own screens). */
const page = () => within(screen.getByRole('main'));

const rowMenuItems = async (name: string) => {
  const ui = userEvent.setup();
  const row = within(screen.getByRole('row', { name: new RegExp(name) }));
  const menu = row.queryByRole('button', { name: new RegExp(`Actions for ${name}`) });
  if (!menu) return [];
  await ui.click(menu);
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
};

describe('each company shows what the client’s role in it allows', () => {
  it('in the company they own: new folder, trash, users and the row menu’s changes', async () => {
    openFolderOf(ACME);
    expect(await screen.findByText('march.pdf', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New folder' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trash' })).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(await rowMenuItems('march.pdf')).toEqual(['Rename', 'Move…', 'Versions…', 'Delete']);
  });

  it('in the company they manage: only what a manager may do, though they own another', async () => {
    openFolderOf(BETA);
    expect(await screen.findByText('march.pdf', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Upload File' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trash' })).not.toBeInTheDocument();
    expect(page().queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(await rowMenuItems('march.pdf')).toEqual(['Versions…']);
    expect(await rowMenuItems('Bank Statements')).toEqual([]);
  });
});

describe('permissionsIn', () => {
  const session = (user: TSessionUser, permissions: string[]): TSession => ({
    token: 't',
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
    user,
    permissions,
    remember: false,
  });

  it('is a client’s role in the named company, nothing in another, and everything they hold anywhere with none named', () => {
    const client = session(ownerAndManager, anywhere);
    expect(permissionsIn(client, ACME).can('manage files')).toBe(true);
    expect(permissionsIn(client, BETA).can('manage files')).toBe(false);
    expect(permissionsIn(client, BETA).can('upload files')).toBe(true);
    expect(permissionsIn(client, '7d1a2b3c-4d5e-4f60-8a7b-0000000000ff').can('view files')).toBe(false);
    expect(permissionsIn(client, null).can('manage files')).toBe(true);
  });

  it('is the firm’s permissions for staff in every company, and a stored session’s permissions without per-company ones', () => {
    expect(permissionsIn(session(staffUser, ['manage files']), BETA).can('manage files')).toBe(true);
    const older = session(clientUser, ['manage files']);
    expect(permissionsIn(older, clientUser.tenants[0]!.tenant_uuid).can('manage files')).toBe(true);
  });
});
