import type { TSessionUser } from '@ledgerport/contract';
import { newPasswordError, PASSWORDS_DONT_MATCH_KEY } from '../../../lib/password-rule.ts';

// The required-field texts are the user form's and the password rule is the shared one (spec §5 gives one
// wording for every password form), so each translation lives in one place.

export type TProfileFormValues = { name: string; phone_mobile: string };

export const PROFILE_FORM_FIELDS = ['name', 'phone_mobile'];

export const initialProfileValues = (user: TSessionUser): TProfileFormValues => ({
  name: user.name,
  phone_mobile: user.phone_mobile ?? '',
});

export const profileFormRules = {
  name: (value: string) => (value.trim() ? null : 'users.form.nameRequired'),
  phone_mobile: (value: string) => (value.trim() ? null : 'users.form.mobileRequired'),
};

export type TPasswordFormValues = { current_password: string; password: string; password_confirmation: string };

export const PASSWORD_FORM_FIELDS = ['current_password', 'password', 'password_confirmation'];

export const emptyPasswordValues: TPasswordFormValues = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

export const passwordFormRules = {
  current_password: (value: string) => (value ? null : 'profile.password.currentRequired'),
  password: (value: string) => (!value ? 'users.form.passwordRequired' : newPasswordError(value)),
  password_confirmation: (value: string, values: TPasswordFormValues) =>
    !value ? 'users.form.confirmationRequired' : value === values.password ? null : PASSWORDS_DONT_MATCH_KEY,
};
