import { NavLink, Stack, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CompanyNav } from './company-nav.tsx';
import type { TNavItem } from './nav-items.ts';
import classes from './shell.module.css';
import { useAllowedNavItems } from './use-allowed-nav-items.ts';

type TSidebarNavProps = {
  items: TNavItem[];
  variant: 'default' | 'compact' | 'icon';
  onNavigate?: () => void;
};

export function SidebarNav({ items, variant, onNavigate }: TSidebarNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const allowed = useAllowedNavItems(items);

  return (
    <Stack component="nav" aria-label={t('shell.mainNavigation')} gap={2}>
      {allowed.map(({ to, labelKey, icon: ItemIcon }) => {
        const label = t(labelKey);
        const active = pathname === to || pathname.startsWith(`${to}/`);
        const link = (
          <NavLink
            key={to}
            component={Link}
            to={to}
            onClick={onNavigate}
            active={active}
            aria-current={active ? 'page' : undefined}
            aria-label={variant === 'icon' ? label : undefined}
            label={variant === 'icon' ? null : label}
            leftSection={<ItemIcon size={variant === 'compact' ? 18 : 20} stroke={1.6} aria-hidden />}
            className={classes.navLink}
            data-variant={variant}
          />
        );
        return variant === 'icon' ? (
          <Tooltip key={to} label={label} position="right" withArrow>
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
      <CompanyNav variant={variant} onNavigate={onNavigate} />
    </Stack>
  );
}
