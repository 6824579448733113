import { NavLink, Stack } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useHoverHint } from '../../components/hover-hint.tsx';
import { CompanyNav } from './company-nav.tsx';
import type { TNavItem } from './nav-items.ts';
import classes from './shell.module.css';
import { useAllowedNavItems } from './use-allowed-nav-items.ts';

type TSidebarNavProps = {
  items: TNavItem[];
  variant: 'default' | 'compact' | 'icon';
  onNavigate?: () => void;
};

/**
 * The sidebar's entries, one line each whatever the language: a label that still does not fit ends in "…", and
 * the entry's tooltip then gives the page's full title (as it does for a shortened label and for bare icons).
 * One line each keeps every entry of a SuperAdmin's menu visible in an 800 px high window.
 */
export function SidebarNav({ items, variant, onNavigate }: TSidebarNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const allowed = useAllowedNavItems(items);

  return (
    <Stack component="nav" aria-label={t('shell.mainNavigation')} gap={1}>
      {allowed.map((item) => (
        <SidebarEntry
          key={item.to}
          item={item}
          variant={variant}
          active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
          onNavigate={onNavigate}
        />
      ))}
      <CompanyNav variant={variant} onNavigate={onNavigate} />
    </Stack>
  );
}

type TSidebarEntryProps = Omit<TSidebarNavProps, 'items'> & { item: TNavItem; active: boolean };

/** Kept as it is while its props are: the sidebar renders again as permissions, switches and counts arrive. */
const SidebarEntry = memo(function SidebarEntry({ item, variant, active, onNavigate }: TSidebarEntryProps) {
  const { t } = useTranslation();
  const title = t(item.labelKey);
  const label = t(item.navLabelKey ?? item.labelKey);
  const icon = variant === 'icon';
  // Measured when the pointer or focus arrives: whether this language's label was cut at this sidebar width.
  const { handlers, hint } = useHoverHint(title, {
    position: 'right',
    needed: (entry) => {
      if (icon || label !== title) return true;
      const text = entry.querySelector<HTMLElement>(`.${classes.navLabel}`);
      return !!text && text.scrollWidth > text.clientWidth;
    },
  });
  const ItemIcon = item.icon;
  const Badge = item.badge;
  return (
    <>
      <NavLink
        component={Link}
        to={item.to}
        onClick={onNavigate}
        {...handlers}
        active={active}
        aria-current={active ? 'page' : undefined}
        aria-label={icon ? title : undefined}
        label={icon ? null : label}
        leftSection={<ItemIcon size={variant === 'compact' ? 18 : 20} stroke={1.6} aria-hidden />}
        rightSection={Badge && !icon ? <Badge /> : undefined}
        className={classes.navLink}
        classNames={{ body: classes.navBody, label: classes.navLabel }}
        data-variant={variant}
      />
      {hint}
    </>
  );
});
