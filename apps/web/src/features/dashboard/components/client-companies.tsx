import type { TSessionUser } from '@ledgerport/contract';
import { Anchor, Badge, Group, List, Paper, Text, Title } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@ledgerport/contract';
import { useRoleName } from '../../../lib/role-names.ts';

/** A client's way in to each company where they hold a role (spec §2 "Access Documents"). */
export function ClientCompanies({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const headingId = 'access-documents-heading';

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h3" mb="xs">
        {t('dashboard.welcome', { name: user.name })}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('dashboard.clientIntro')}
      </Text>
      <Title order={3} size="h4" mb="sm" id={headingId}>
        {t('dashboard.accessDocuments')}
      </Title>
      {user.tenants.length === 0 ? (
        <Text>{t('dashboard.noCompanies')}</Text>
      ) : (
        <List
          aria-labelledby={headingId}
          spacing="sm"
          listStyleType="none"
          icon={<IconFolder size={18} aria-hidden />}
          center
        >
          {user.tenants.map((tenant) => (
            <List.Item key={tenant.tenant_uuid}>
              <Group gap="xs">
                <Anchor component={Link} to={paths.company(tenant.tenant_uuid)} fw={500}>
                  {tenant.tenant_name}
                </Anchor>
                <Badge variant="light" size="sm">
                  {roleName(tenant.user_type)}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
