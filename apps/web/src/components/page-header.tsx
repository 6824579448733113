import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type TCrumb = { label: string; to?: string };

/** The page's heading with its breadcrumb trail (the last crumb is the current page, not a link). */
export function PageHeader({ title, crumbs, children }: { title: string; crumbs: TCrumb[]; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} mb="lg">
      <Breadcrumbs component="nav" aria-label={t('common.breadcrumb')} separatorMargin={6}>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" c="dimmed" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
