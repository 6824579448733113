import type { TUser } from '@ledgerport/contract';
import { newPasswordError, PASSWORDS_DONT_MATCH_KEY } from '../../../lib/password-rule.ts';

export type TUserFormValues = {
  name: string;
  email: string;
  mobile: string;
  password: string;
  password_confirmation: string;
  /** A new user is invited by e-mail unless the administrator chooses to type a password for them. */
  setPassword: boolean;
  active: boolean;
  /** Role ids as the multiselect holds them (strings). */
  roles: string[];
};

export const USER_FORM_FIELDS = ['name', 'email', 'mobile', 'password', 'password_confirmation', 'status', 'roles'];

export const initialUserValues = (user?: TUser): TUserFormValues => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  mobile: user?.mobile ?? '',
  password: '',
  password_confirmation: '',
  setPassword: false,
  // Spec §9: a new user is active by default.
  active: user ? user.status !== 'DISABLED' : true,
  roles: user?.roles.map((r) => String(r.id)) ?? [],
});

// A light check only: the server decides what a valid address is.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Spec §5 user form rules, as translation keys. The password is required only for a new user given one
 * (rather than invited); on edit an empty password keeps the current one.
 */
export const userFormRules = (mode: 'create' | 'edit') => ({
  name: (value: string) => (value.trim() ? null : 'users.form.nameRequired'),
  email: (value: string) =>
    !value.trim() ? 'users.form.emailRequired' : looksLikeEmail(value.trim()) ? null : 'users.form.emailInvalid',
  mobile: (value: string) => (value.trim() ? null : 'users.form.mobileRequired'),
  password: (value: string, values: TUserFormValues) => {
    if (!value) return mode === 'create' && values.setPassword ? 'users.form.passwordRequired' : null;
    return newPasswordError(value);
  },
  password_confirmation: (value: string, values: TUserFormValues) => {
    if (!value && mode === 'create' && values.setPassword) return 'users.form.confirmationRequired';
    return value === values.password ? null : PASSWORDS_DONT_MATCH_KEY;
  },
  roles: (value: string[]) => (value.length ? null : 'users.form.selectRole'),
});

/**
 * The request body; on edit, empty passwords are left out so the current one stays, and a new user without a
 * typed password is invited (an invitation starts active: it waits for the invitee, not the switch).
 */
export function toUserRequest(values: TUserFormValues, mode: 'create' | 'edit') {
  const inviting = mode === 'create' && !values.setPassword;
  const base = {
    name: values.name.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    status: values.active || inviting ? ('ACTIVE' as const) : ('DISABLED' as const),
    roles: values.roles.map(Number),
  };
  return values.password && !inviting
    ? { ...base, password: values.password, password_confirmation: values.password_confirmation }
    : base;
}
