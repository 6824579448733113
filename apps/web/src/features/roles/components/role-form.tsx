import type { TPermissionGroupItem, TRole, TRoleScope } from '@ledgerport/contract';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useFormErrorText } from '../../../lib/form-errors.ts';
import { useCreateRole } from '../api/create-role.ts';
import { useUpdateRole } from '../api/update-role.ts';
import { PermissionGroupsField } from './permission-groups-field.tsx';
import { paths } from '@ledgerport/contract';
import { useRoleName } from '../../../lib/role-names.ts';

type TRoleFormValues = { name: string; scope: TRoleScope; permissions: number[] };

type TRoleFormProps = {
  /** The role being edited; none for a new role (spec §4). */
  role?: TRole;
  groups: TPermissionGroupItem[];
  readOnly: boolean;
};

/** Spec §5 role form rules, as translation keys. */
const validate = {
  name: (value: string) => (value.trim() ? null : 'roles.form.nameRequired'),
  permissions: (value: number[]) => (value.length ? null : 'roles.form.selectPermission'),
};

export function RoleForm({ role, groups, readOnly }: TRoleFormProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const { errorText, fieldIssueText } = useErrorText();
  const shown = useFormErrorText();
  const navigate = useNavigate();
  const create = useCreateRole();
  const update = useUpdateRole();
  const save = role ? update : create;
  const form = useForm<TRoleFormValues>({
    initialValues: { name: role?.name ?? '', scope: role?.scope ?? 'firm', permissions: role?.permissions ?? [] },
    validate,
  });

  const submit = form.onSubmit((values) => {
    const body = { name: values.name.trim(), scope: values.scope, permissions: values.permissions };
    const onError = (error: unknown) => {
      applyServerFieldErrors(error, ['name', 'permissions'], (f, m) => form.setFieldError(f, m), fieldIssueText);
      if (isApiError(error) && error.code === 'CONFLICT') form.setFieldError('name', 'roles.form.nameTaken');
    };
    const onSuccess = () => {
      notifications.show({ color: 'green', message: t(role ? 'roles.form.updated' : 'roles.form.created') });
      navigate(paths.roles);
    };
    if (role) update.mutate({ id: role.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  });

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(save.error)}
          </Alert>
        )}
        <TextInput
          label={t('roles.fields.name')}
          description={role?.is_built_in ? t('roles.form.builtInName') : undefined}
          required
          withAsterisk={!readOnly}
          maw={420}
          {...form.getInputProps('name')}
          // A built-in role keeps its name, shown in the user's language.
          {...(role?.is_built_in ? { value: roleName(role.name) } : {})}
          readOnly={readOnly || role?.is_built_in}
          error={shown(form.errors.name)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="role-scope-label">
            {t('roles.fields.scope')}
          </Text>
          {role ? (
            <Text size="sm">{t(`roles.scope.${role.scope}`)}</Text>
          ) : (
            <SegmentedControl
              aria-labelledby="role-scope-label"
              data={(['firm', 'tenant'] as const).map((scope) => ({ value: scope, label: t(`roles.scope.${scope}`) }))}
              {...form.getInputProps('scope')}
              w="fit-content"
            />
          )}
        </Stack>
        <PermissionGroupsField
          groups={groups}
          value={form.values.permissions}
          onChange={(permissions) => form.setFieldValue('permissions', permissions)}
          readOnly={readOnly}
          error={shown(form.errors.permissions)}
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.roles} variant="default">
            {readOnly ? t('roles.form.back') : t('roles.form.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending} loaderProps={{ 'aria-hidden': true }}>
              {t('roles.form.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
