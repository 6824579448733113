import { screen } from '@testing-library/react';
import { IconUsers } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { clientUser, seedSession, staffUser } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { NAV_ITEMS, type TNavItem } from './nav-items.ts';
import { SidebarNav } from './sidebar-nav.tsx';

const items: TNavItem[] = [
  ...NAV_ITEMS,
  // A missing translation key shows as itself, which is enough to find the entry here.
  { to: '/users', labelKey: 'Users', icon: IconUsers, permission: 'create user' },
];

describe('sidebar', () => {
  it('hides an entry from a user without its permission', async () => {
    seedSession(staffUser, ['view files']);
    renderWithProviders(<SidebarNav items={items} variant="default" />);
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('shows that entry to a user holding the permission', async () => {
    seedSession(staffUser, ['create user']);
    renderWithProviders(<SidebarNav items={items} variant="default" />);
    expect(await screen.findByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
  });

  it("gives staff the firm's Sales Tax and Payroll lists, and clients holding the same rights not", async () => {
    seedSession(staffUser, ['view sales tax', 'view payroll']);
    const { unmount } = renderWithProviders(<SidebarNav items={NAV_ITEMS} variant="default" />);
    expect(await screen.findByRole('link', { name: 'Sales Tax' })).toHaveAttribute('href', '/admin/get/sales/tax/list');
    expect(screen.getByRole('link', { name: 'Payroll' })).toHaveAttribute('href', '/admin/get/payroll/list');
    unmount();

    seedSession(clientUser, ['view sales tax', 'view payroll']);
    renderWithProviders(<SidebarNav items={NAV_ITEMS} variant="default" />);
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    // Their own company's lists instead (the company's entries), never the firm's.
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain('/admin/get/sales/tax/list');
    expect(hrefs).not.toContain('/admin/get/payroll/list');
    expect(screen.getByRole('link', { name: 'Sales Tax' }).getAttribute('href')).toMatch(
      /^\/tenant\/get\/sales\/tax\/list\?/,
    );
  });

  it("gives the bulk notification screens to holders of 'send bulk notifications' only", async () => {
    seedSession(staffUser, ['send bulk notifications']);
    const { unmount } = renderWithProviders(<SidebarNav items={NAV_ITEMS} variant="default" />);
    expect(await screen.findByRole('link', { name: 'Bulk Sales Tax' })).toHaveAttribute(
      'href',
      '/index/send/bulk/sale/tax/notification',
    );
    expect(screen.getByRole('link', { name: 'Bulk Payroll Tax' })).toHaveAttribute(
      'href',
      '/index/send/bulk/payroll/tax/notification',
    );
    expect(screen.getByRole('link', { name: 'Push Notifications' })).toHaveAttribute(
      'href',
      '/index/send/bulk/push/notification',
    );
    unmount();

    seedSession(staffUser, ['view tenant']);
    renderWithProviders(<SidebarNav items={NAV_ITEMS} variant="default" />);
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bulk Sales Tax' })).not.toBeInTheDocument();
  });

  it('names icon-only entries for screen readers', async () => {
    seedSession(staffUser);
    renderWithProviders(<SidebarNav items={NAV_ITEMS} variant="icon" />);
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
