import type { TUser } from '@ledgerport/contract';
import { Checkbox, PasswordInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFormErrorText } from '../../../lib/form-errors.ts';
import type { TUserFormValues } from './user-form-rules.ts';

type TUserSignInFieldsProps = {
  form: UseFormReturnType<TUserFormValues>;
  user?: TUser;
  readOnly: boolean;
};

/**
 * How the person signs in: a new user is invited by e-mail (they choose a password nobody else knows) unless
 * the administrator ticks the box to type one now; an existing user keeps theirs unless a new one is typed.
 */
export function UserSignInFields({ form, user, readOnly }: TUserSignInFieldsProps) {
  const { t } = useTranslation();
  const shown = useFormErrorText();
  const creating = !user;
  const inviting = creating && !form.values.setPassword;
  const toggle = { 'aria-label': t('auth.login.toggleVisibility') };
  const password = (field: 'password' | 'password_confirmation') => {
    const props = form.getInputProps(field);
    return { ...props, error: shown(props.error), required: creating, withAsterisk: creating };
  };

  return (
    <Stack gap="md">
      {creating && (
        <Checkbox
          label={t('users.form.setPasswordNow')}
          description={inviting ? t('users.form.inviteHint') : undefined}
          {...form.getInputProps('setPassword', { type: 'checkbox' })}
        />
      )}
      {!inviting && (
        <Switch
          label={t('users.form.active')}
          description={user?.status === 'INVITED' ? t('users.form.invited') : t('users.form.activeHint')}
          disabled={readOnly}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      )}
      {!readOnly && !inviting && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label={t('auth.login.password')}
            description={creating ? t('users.form.passwordHint') : t('users.form.passwordKeep')}
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            {...password('password')}
          />
          <PasswordInput
            label={t('users.form.confirmPassword')}
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            {...password('password_confirmation')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
