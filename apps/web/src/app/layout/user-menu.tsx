import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMadeOnFirstUse, useOpenedOnMount } from '../../components/made-on-first-use.ts';
import { useSignedInUser } from '../../lib/session/use-session.ts';
import classes from './shell.module.css';
import { paths } from '@ledgerport/contract';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The account menu: a plain button until its first use, then the menu (made-on-first-use.ts). */
export function UserMenu() {
  const { made, make } = useMadeOnFirstUse();
  if (!made) return <UserMenuButton aria-haspopup="menu" aria-expanded={false} onClick={make} />;
  return <UserMenuOpen takeFocus={made.takeFocus} />;
}

function UserMenuOpen({ takeFocus }: { takeFocus: boolean }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [opened, setOpened] = useState(false);
  const target = useOpenedOnMount<HTMLButtonElement>(takeFocus, () => setOpened(true));

  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UserMenuButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUserCircle size={16} aria-hidden />}>
          {t('pages.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.logout} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('shell.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same button before and after the menu is made, so the switch is not seen. Menu.Target's props pass through. */
function UserMenuButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <UnstyledButton
      data-testid="user-menu"
      aria-label={t('shell.userMenu', { name: user.name })}
      c="inherit"
      {...props}
    >
      <Group gap={6} wrap="nowrap">
        {/* The initials are drawn by CSS, not written as text: as text they would come before the name in what
            the button shows but not in its label ("Account menu of …"), which voice control relies on. */}
        <Avatar size={32} radius="xl" color="blue" aria-hidden>
          <span className={classes.initials} data-initials={initials(user.name)} />
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
          {user.name}
        </Text>
        <Box component="span" display="flex" visibleFrom="sm">
          <IconChevronDown size={14} aria-hidden />
        </Box>
      </Group>
    </UnstyledButton>
  );
}
