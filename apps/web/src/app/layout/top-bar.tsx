import { ActionIcon, Anchor, Burger, Container, Group } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHoverHint } from '../../components/hover-hint.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { useUpdateLocale } from '../../features/auth/api/update-locale.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { FirmMark } from '../../lib/branding/firm-mark.tsx';
import { useBranding } from '../../lib/branding/get-branding.ts';
import { useLayoutSettings } from '../layout-settings/layout-settings-context.tsx';
import { BOXED_SIZE } from '../layout-settings/layout-settings.ts';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { PortalLabel } from './portal-label.tsx';
import classes from './shell.module.css';
import { TopNav } from './top-nav.tsx';
import { UserMenu } from './user-menu.tsx';
import { paths } from '@ledgerport/contract';

/** The sidebar the burgers show and hide (their aria-controls). */
export const SIDEBAR_ID = 'app-sidebar';

type TTopBarProps = {
  navOpened: { mobile: boolean; desktop: boolean };
  onToggleMobileNav: () => void;
  onToggleDesktopNav: () => void;
  onOpenSettings: () => void;
};

export function TopBar({ navOpened, onToggleMobileNav, onToggleDesktopNav, onOpenSettings }: TTopBarProps) {
  const { t } = useTranslation();
  const { settings } = useLayoutSettings();
  const updateLocale = useUpdateLocale();
  const horizontal = settings.layout === 'horizontal';
  const { firm_name: firmName } = useBranding();
  const menuLabel = t('shell.toggleNavigation');
  const settingsHint = useHoverHint(t('settings.title'));

  return (
    <Container fluid={settings.width === 'fluid'} size={BOXED_SIZE} h="100%" px="md">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        {/* The brand side gives way (the horizontal menu scrolls); the controls on the right never shrink. */}
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
          <Burger
            opened={navOpened.mobile}
            onClick={onToggleMobileNav}
            hiddenFrom={horizontal ? 'md' : 'sm'}
            size="sm"
            color="currentColor"
            aria-label={menuLabel}
            aria-expanded={navOpened.mobile}
            aria-controls={SIDEBAR_ID}
          />
          {!horizontal && (
            // On a desktop the sidebar folds beside the page rather than covering it, so the toggle shows a fold
            // icon (a Burger would turn into an X while the sidebar is open, which reads as "close the page").
            <ActionIcon
              onClick={onToggleDesktopNav}
              visibleFrom="sm"
              variant="subtle"
              color="currentColor"
              aria-label={menuLabel}
              aria-expanded={navOpened.desktop}
              aria-controls={SIDEBAR_ID}
              data-testid="desktop-nav-toggle"
            >
              {navOpened.desktop ? (
                <IconLayoutSidebarLeftCollapse size={20} stroke={1.6} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftExpand size={20} stroke={1.6} aria-hidden />
              )}
            </ActionIcon>
          )}
          <Anchor
            component={Link}
            to={paths.dashboard}
            c="inherit"
            underline="never"
            aria-label={firmName}
            miw={0}
            maw={280}
          >
            <FirmMark nameVisibleFrom="xs" />
          </Anchor>
          <PortalLabel />
          {horizontal && <TopNav items={NAV_ITEMS} />}
        </Group>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <NotificationBell className={classes.control} />
          <LanguageSwitcher className={classes.control} onChanged={(locale) => updateLocale.mutate(locale)} />
          <FullscreenToggle />
          <ActionIcon
            variant="subtle"
            size="lg"
            className={classes.control}
            onClick={onOpenSettings}
            {...settingsHint.handlers}
            aria-label={t('settings.open')}
          >
            <IconSettings size={20} aria-hidden />
          </ActionIcon>
          {settingsHint.hint}
          <UserMenu />
        </Group>
      </Group>
    </Container>
  );
}
