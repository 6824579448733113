import { NavLink, Stack, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useHoverHint } from '../../components/hover-hint.tsx';
import { isCurrentCompanyLink, useCompanyNav } from './company-nav-items.ts';
import classes from './shell.module.css';

type TCompanyNavProps = { variant: 'default' | 'compact' | 'icon'; onNavigate?: () => void };

/**
 * A client's companies in the sidebar, each named, with its Documents, Requests (and their count), Sales Tax,
 * Payroll and Users (as their
 * role there and the firm's switches allow). The icon-only sidebar keeps one icon per company, to its documents.
 */
export function CompanyNav({ variant, onNavigate }: TCompanyNavProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const companies = useCompanyNav(t);
  if (companies.length === 0) return null;

  if (variant === 'icon') {
    return (
      <Stack gap={2} mt="sm">
        {companies
          .filter((company) => company.links.length > 0)
          .map((company) => (
            <CompanyIconEntry
              key={company.uuid}
              name={company.name}
              to={company.links[0]!.to}
              variant={variant}
              onNavigate={onNavigate}
            />
          ))}
      </Stack>
    );
  }

  return (
    <Stack gap={2} mt="sm">
      <Text size="xs" fw={700} tt="uppercase" px="sm">
        {t('nav.company.heading')}
      </Text>
      {companies.map((company) => (
        <NavLink
          key={company.uuid}
          label={company.name}
          leftSection={<IconBuilding size={variant === 'compact' ? 18 : 20} stroke={1.6} aria-hidden />}
          defaultOpened
          className={classes.navLink}
          data-variant={variant}
        >
          {company.links.map((link) => {
            const active = isCurrentCompanyLink(link, company.uuid, pathname, search);
            return (
              <NavLink
                key={link.key}
                component={Link}
                to={link.to}
                onClick={onNavigate}
                active={active}
                aria-current={active ? 'page' : undefined}
                label={link.label}
                leftSection={<link.icon size={18} stroke={1.6} aria-hidden />}
                rightSection={link.badge ? <link.badge tenantUuid={company.uuid} /> : undefined}
                className={classes.navLink}
                data-variant={variant}
              />
            );
          })}
        </NavLink>
      ))}
    </Stack>
  );
}

type TCompanyIconEntryProps = TCompanyNavProps & { name: string; to: string };

/** A company in the icon-only sidebar: its icon, to its documents, and its name in a tooltip. */
function CompanyIconEntry({ name, to, variant, onNavigate }: TCompanyIconEntryProps) {
  const { handlers, hint } = useHoverHint(name, { position: 'right' });
  return (
    <>
      <NavLink
        component={Link}
        to={to}
        onClick={onNavigate}
        {...handlers}
        aria-label={name}
        leftSection={<IconBuilding size={20} stroke={1.6} aria-hidden />}
        className={classes.navLink}
        data-variant={variant}
      />
      {hint}
    </>
  );
}
