import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSelect, useInviteeLocale } from '../../../components/language-select.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { useCreateInternalUser } from '../api/create-internal-user.ts';
import {
  emptyInternalUser,
  INTERNAL_USER_FIELDS,
  internalUserRules,
  staffTypeChoices,
  toInternalUserRequest,
  type TInternalUserFormValues,
} from './internal-user-form-rules.ts';
import { paths } from '@ledgerport/contract';
import { useRoleName } from '../../../lib/role-names.ts';

/**
 * Spec §5 internal user form: the person is created INVITED and e-mailed a link to choose a password, in the
 * language chosen here (the firm's unless changed).
 */
export function InternalUserForm({ actorIsSuperAdmin }: { actorIsSuperAdmin: boolean }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const { errorText, fieldIssueText } = useErrorText();
  const navigate = useNavigate();
  const create = useCreateInternalUser();
  const form = useForm<TInternalUserFormValues>({ initialValues: emptyInternalUser, validate: internalUserRules });
  const [locale, setLocale] = useInviteeLocale();

  const submit = form.onSubmit((values) =>
    create.mutate(
      { ...toInternalUserRequest(values), locale },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'green', message: t('internalUsers.form.invited', { email: created.email }) });
          navigate(paths.internalUsers);
        },
        onError: (error) => {
          applyServerFieldErrors(error, INTERNAL_USER_FIELDS, form.setFieldError, fieldIssueText);
          if (isApiError(error) && error.code === 'CONFLICT')
            form.setFieldError('email', 'internalUsers.form.emailTaken');
        },
      },
    ),
  );
  const input = useRequiredField(form);

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(create.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('internalUsers.fields.userName')} autoComplete="off" {...input('user_name')} />
          <TextInput label={t('internalUsers.fields.email')} type="email" autoComplete="off" {...input('email')} />
          <TextInput
            label={t('internalUsers.fields.mobile')}
            type="tel"
            autoComplete="off"
            {...input('phone_mobile')}
          />
          <TextInput
            label={t('internalUsers.fields.officePhone')}
            type="tel"
            autoComplete="off"
            {...input('phone_office')}
          />
          <TextInput label={t('internalUsers.fields.fax')} type="tel" autoComplete="off" {...input('fax')} />
          <Select
            label={t('internalUsers.fields.userType')}
            placeholder={t('internalUsers.form.typePlaceholder')}
            data={staffTypeChoices(actorIsSuperAdmin).map((value) => ({ value, label: roleName(value) }))}
            allowDeselect={false}
            {...input('user_type')}
          />
          <LanguageSelect
            label={t('common.invitationLanguage')}
            description={t('common.invitationLanguageHint')}
            value={locale}
            onChange={setLocale}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.internalUsers} variant="default">
            {t('internalUsers.form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('internalUsers.form.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
