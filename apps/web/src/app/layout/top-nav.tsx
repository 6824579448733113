import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TNavItem } from './nav-items.ts';
import classes from './shell.module.css';
import { useAllowedNavItems } from './use-allowed-nav-items.ts';

/**
 * The navigation of the horizontal layout, inside the top bar (phones use the burger menu instead). When its
 * entries outgrow the bar it scrolls sideways; Tab brings each link into view.
 */
export function TopNav({ items }: { items: TNavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const allowed = useAllowedNavItems(items);

  return (
    <Group
      component="nav"
      aria-label={t('shell.mainNavigation')}
      gap={4}
      visibleFrom="md"
      wrap="nowrap"
      className={classes.topNav}
    >
      {allowed.map(({ to, labelKey, icon: ItemIcon }) => {
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <Button
            key={to}
            component={Link}
            to={to}
            variant="subtle"
            className={classes.control}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
            leftSection={<ItemIcon size={18} stroke={1.6} aria-hidden />}
          >
            {t(labelKey)}
          </Button>
        );
      })}
    </Group>
  );
}
