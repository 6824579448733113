import type { TSessionUser } from '@ledgerport/contract';
import { Alert, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  initialProfileValues,
  PROFILE_FORM_FIELDS,
  profileFormRules,
  type TProfileFormValues,
} from './profile-form-rules.ts';

/** The user's own name and mobile (the e-mail is the sign-in name: staff change it). */
export function EditProfileForm({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const save = useUpdateProfile();
  const form = useForm<TProfileFormValues>({ initialValues: initialProfileValues(user), validate: profileFormRules });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { name: values.name.trim(), phone_mobile: values.phone_mobile.trim() },
      {
        // The server's trimmed values become the form's new starting point.
        onSuccess: (me) => {
          const saved = initialProfileValues(me.user);
          form.setValues(saved);
          form.resetDirty(saved);
        },
        onError: (error) => applyServerFieldErrors(error, PROFILE_FORM_FIELDS, form.setFieldError, fieldIssueText),
      },
    ),
  );
  const input = useRequiredField(form);

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('profile.edit.title')}
        </Title>
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(save.error)}
          </Alert>
        )}
        {save.isSuccess && !form.isDirty() && (
          <Alert color="green" variant="light" role="status" icon={<IconCheck aria-hidden />}>
            {t('profile.edit.saved')}
          </Alert>
        )}
        <TextInput label={t('profile.name')} autoComplete="name" {...input('name')} />
        <TextInput label={t('profile.mobile')} type="tel" autoComplete="tel" {...input('phone_mobile')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('profile.edit.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
