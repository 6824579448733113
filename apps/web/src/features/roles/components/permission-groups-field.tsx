import type { TPermissionGroupItem } from '@ledgerport/contract';
import { Card, Divider, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TPermissionGroupsFieldProps = {
  groups: TPermissionGroupItem[];
  value: number[];
  onChange: (value: number[]) => void;
  readOnly: boolean;
  error?: ReactNode;
};

/**
 * The role form's permissions: one card per group, a switch per permission, and a group switch that turns the
 * whole group on (or off, when all of it is on). Spec §6: permission groups as switches.
 */
// Read-only switches keep their colours (a disabled one looks off even when on) and ignore clicks.
export function PermissionGroupsField({ groups, value, onChange, readOnly, error }: TPermissionGroupsFieldProps) {
  const { t } = useTranslation();
  const selected = new Set(value);
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange([...next].sort((a, b) => a - b));
  };

  return (
    <Stack gap="sm" role="group" aria-label={t('roles.fields.permissions')}>
      <Text fw={500}>{t('roles.fields.permissions')}</Text>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {groups.map((group) => {
          const ids = group.permissions.map((p) => p.id);
          const all = ids.length > 0 && ids.every((id) => selected.has(id));
          const groupLabel = t(`roles.group.${group.name}`, { defaultValue: group.name });
          return (
            <Card key={group.name} withBorder radius="md" padding="sm">
              <Switch
                label={<Text fw={600}>{groupLabel}</Text>}
                aria-label={t('roles.form.wholeGroup', { group: groupLabel })}
                checked={all}
                readOnly={readOnly}
                aria-readonly={readOnly}
                onChange={(event) => toggle(ids, event.currentTarget.checked)}
              />
              <Divider my="xs" />
              <Stack gap={6}>
                {group.permissions.map((permission) => (
                  <Switch
                    key={permission.id}
                    size="sm"
                    label={t(`roles.permission.${permission.name}`, { defaultValue: permission.name })}
                    checked={selected.has(permission.id)}
                    readOnly={readOnly}
                    aria-readonly={readOnly}
                    onChange={(event) => toggle([permission.id], event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
