import '../styles/signed-in-styles.ts';
import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { PendingUploadsNotice } from '../../components/uploads/pending-uploads-notice.tsx';
import { PHONE_QUERY, useWidthQuery } from '../../lib/use-phone-layout.ts';
import { useLayoutSettings } from '../layout-settings/layout-settings-context.tsx';
import { BOXED_SIZE } from '../layout-settings/layout-settings.ts';
import { Footer } from './footer.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { Preloader } from './preloader.tsx';
import { ScreenGuard } from './screen-guard.tsx';
import { SettingsDrawer } from './settings-drawer.tsx';
import classes from './shell.module.css';
import { SidebarNav } from './sidebar-nav.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { SIDEBAR_ID, TopBar } from './top-bar.tsx';

const SIDEBAR_WIDTH = { default: 250, compact: 180, icon: 72 } as const;

/** The signed-in shell: top bar, sidebar (or top navigation), page, footer and the settings drawer. */
export function AppLayout() {
  const { settings } = useLayoutSettings();
  const [mobileNavOpened, mobileNav] = useDisclosure(false);
  const [desktopNavCollapsed, desktopNav] = useDisclosure(false);
  const [settingsOpened, settingsDrawer] = useDisclosure(false);
  // Made the first time it opens, then kept (for its closing animation): a closed drawer still mounts its portal.
  const [settingsMade, setSettingsMade] = useState(false);
  if (settingsOpened && !settingsMade) setSettingsMade(true);
  const horizontal = settings.layout === 'horizontal';
  const breakpoint = horizontal ? 'md' : 'sm';
  const isPhone = useWidthQuery(horizontal ? '(max-width: 61.99em)' : PHONE_QUERY);
  // On a phone the sidebar opens as a full-width panel, where labels always fit.
  const navVariant = isPhone ? 'default' : settings.sidebarType;
  // A folded sidebar is only slid out of view: inert keeps Tab from walking through links nobody can see.
  const navFolded = isPhone ? !mobileNavOpened : horizontal || desktopNavCollapsed;
  // On a phone the sidebar is a folded panel: its entries are made when it first opens, not with every page
  // (two dozen links the first screen would render and lay out unseen; issue 36).
  const [phoneNavMade, setPhoneNavMade] = useState(false);
  if (isPhone && mobileNavOpened && !phoneNavMade) setPhoneNavMade(true);
  const navMade = !isPhone || phoneNavMade;

  return (
    <AppShell
      header={{ height: 60 }}
      // On a phone the fixed footer (only the year) would cover 44 px of every screen: it folds away there.
      footer={{ height: 44, collapsed: isPhone }}
      navbar={{
        width: SIDEBAR_WIDTH[settings.sidebarType],
        breakpoint,
        collapsed: { mobile: !mobileNavOpened, desktop: horizontal || desktopNavCollapsed },
      }}
      padding="md"
    >
      <Preloader enabled={settings.preloader} />
      <SkipLink />
      <AppShell.Header className={classes.header} data-theme={settings.topbarTheme}>
        <TopBar
          navOpened={{ mobile: mobileNavOpened, desktop: !desktopNavCollapsed }}
          onToggleMobileNav={mobileNav.toggle}
          onToggleDesktopNav={desktopNav.toggle}
          onOpenSettings={settingsDrawer.open}
        />
      </AppShell.Header>
      <AppShell.Navbar
        id={SIDEBAR_ID}
        inert={navFolded}
        className={classes.navbar}
        data-theme={horizontal ? 'light' : settings.sidebarTheme}
        p={navVariant === 'icon' ? 'xs' : 'sm'}
      >
        {/* The browser's own scrolling: Mantine's ScrollArea measured itself as the shell mounted, changing
            state inside React's commit (issue 36, see hover-hint.tsx). */}
        <AppShell.Section grow className={classes.navScroll}>
          {navMade && <SidebarNav items={NAV_ITEMS} variant={navVariant} onNavigate={mobileNav.close} />}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Container fluid={settings.width === 'fluid'} size={BOXED_SIZE} px={0}>
          <PendingUploadsNotice />
          <Suspense fallback={<FullPageLoader />}>
            <ScreenGuard>
              <Outlet />
            </ScreenGuard>
          </Suspense>
        </Container>
      </AppShell.Main>
      <AppShell.Footer px="md">
        <Container fluid={settings.width === 'fluid'} size={BOXED_SIZE} h="100%" px={0}>
          <Footer />
        </Container>
      </AppShell.Footer>
      {settingsMade && <SettingsDrawer opened={settingsOpened} onClose={settingsDrawer.close} />}
    </AppShell>
  );
}
