import type { TSessionUser } from '@ledgerport/contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withLeadingZero } from './mobile-display.ts';
import { useRoleName } from '../../../lib/role-names.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

const WRAPPING_BADGE = {
  root: { minWidth: 0, maxWidth: '100%', height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;

/** The signed-in user as the server knows them (spec §2: name, user id, user name, mobile, e-mail). */
export function ProfileDetails({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const none = t('profile.notProvided');
  const roleName = useRoleName();
  const roles = [
    ...user.staff_roles.map(roleName),
    ...user.tenants.map((tenant) => `${tenant.tenant_name} — ${roleName(tenant.user_type)}`),
  ];

  return (
    <Paper withBorder radius="md" p="lg">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0}>
        <Field label={t('profile.name')}>{user.name}</Field>
        <Field label={t('profile.userId')}>
          <Text component="span" ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.uuid}
          </Text>
        </Field>
        <Field label={t('profile.userName')}>{user.user_name}</Field>
        <Field label={t('profile.mobile')}>{user.phone_mobile ? withLeadingZero(user.phone_mobile) : none}</Field>
        <Field label={t('profile.email')}>{user.email}</Field>
        <Field label={t('profile.roles')}>
          {roles.length === 0 ? (
            none
          ) : (
            <Group component="span" gap={6}>
              {roles.map((role) => (
                // A company's name can be long: this badge wraps inside the page instead of keeping its width.
                <Badge key={role} component="span" variant="light" tt="none" styles={WRAPPING_BADGE}>
                  {role}
                </Badge>
              ))}
            </Group>
          )}
        </Field>
      </SimpleGrid>
    </Paper>
  );
}
