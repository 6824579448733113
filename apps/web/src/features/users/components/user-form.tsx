import { SUPER_ADMIN_ROLE, type TUser, paths } from '@ledgerport/contract';
import { Alert, Button, Card, Group, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSelect, useInviteeLocale } from '../../../components/language-select.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useFirmRoleOptions } from '../api/get-role-options.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { applyServerFieldErrors, useFormErrorText } from '../../../lib/form-errors.ts';
import {
  initialUserValues,
  toUserRequest,
  USER_FORM_FIELDS,
  userFormRules,
  type TUserFormValues,
} from './user-form-rules.ts';
import { UserSignInFields } from './user-sign-in-fields.tsx';
import { useRoleName } from '../../../lib/role-names.ts';

type TUserFormProps = {
  /** The user being edited; none for a new user (spec §4: edit mode when an id is present). */
  user?: TUser;
  readOnly: boolean;
  /** Whether the signed-in user is a SuperAdmin: only they may grant that role (the server checks too). */
  actorIsSuperAdmin: boolean;
};

export function UserForm({ user, readOnly, actorIsSuperAdmin }: TUserFormProps) {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const shown = useFormErrorText();
  const navigate = useNavigate();
  const mode = user ? 'edit' : 'create';
  const roleOptions = useFirmRoleOptions();
  const roleName = useRoleName();
  const create = useCreateUser();
  const update = useUpdateUser();
  const save = user ? update : create;
  const form = useForm<TUserFormValues>({ initialValues: initialUserValues(user), validate: userFormRules(mode) });
  // A new user's language: their invitation (and later e-mails) are written in it.
  const [locale, setLocale] = useInviteeLocale();

  const submit = form.onSubmit((values) => {
    const body = toUserRequest(values, mode);
    const onError = (error: unknown) => {
      applyServerFieldErrors(
        error,
        USER_FORM_FIELDS,
        // The server calls the switch `status`.
        (field, message) => form.setFieldError(field === 'status' ? 'active' : field, message),
        fieldIssueText,
      );
      if (isApiError(error) && error.code === 'CONFLICT') form.setFieldError('email', 'users.form.emailTaken');
    };
    const onSuccess = (saved: TUser) => {
      const message = user
        ? t('users.form.updated')
        : saved.status === 'INVITED'
          ? t('users.form.invitationSent', { email: saved.email })
          : t('users.form.created');
      notifications.show({ color: 'green', message });
      navigate(paths.users);
    };
    if (user) update.mutate({ id: user.id, body }, { onSuccess, onError });
    else create.mutate({ ...body, locale }, { onSuccess, onError });
  });
  const input = (field: keyof TUserFormValues) => {
    const props = form.getInputProps(field);
    return { ...props, error: shown(props.error), readOnly, required: true, withAsterisk: !readOnly };
  };
  const roles = (roleOptions.data ?? []).map((role) => ({
    value: String(role.id),
    label: roleName(role.name),
    disabled: role.name === SUPER_ADMIN_ROLE && role.is_built_in && !actorIsSuperAdmin,
  }));

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(save.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('users.fields.name')} autoComplete="off" {...input('name')} />
          <TextInput label={t('users.fields.email')} type="email" autoComplete="off" {...input('email')} />
          <TextInput label={t('users.fields.mobile')} type="tel" autoComplete="off" {...input('mobile')} />
        </SimpleGrid>
        <UserSignInFields form={form} user={user} readOnly={readOnly} />
        {!user && (
          <LanguageSelect
            label={t('common.invitationLanguage')}
            description={t('common.invitationLanguageHint')}
            value={locale}
            onChange={setLocale}
          />
        )}
        <MultiSelect
          label={t('users.fields.roles')}
          placeholder={form.values.roles.length ? undefined : t('users.form.rolesPlaceholder')}
          data={roles}
          searchable
          nothingFoundMessage={t('users.form.noMoreOptions')}
          disabled={readOnly || roleOptions.isPending}
          {...input('roles')}
          error={shown(form.errors.roles) ?? (roleOptions.isError ? errorText(roleOptions.error) : undefined)}
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.users} variant="default">
            {readOnly ? t('users.form.back') : t('users.form.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending} loaderProps={{ 'aria-hidden': true }}>
              {t('users.form.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
