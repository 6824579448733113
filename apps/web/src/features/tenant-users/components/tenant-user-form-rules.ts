import {
  TENANT_ROLES,
  type TAddTenantUserRequest,
  type TLinkTenantUserRequest,
  type TTenantRole,
} from '@ledgerport/contract';

/** Invite creates a new person; link gives an existing account a role here (staff only). */
export type TTenantUserMode = 'invite' | 'link';

export type TTenantUserFormValues = {
  mode: TTenantUserMode;
  name: string;
  email: string;
  phone_mobile: string;
  /** Empty until chosen, so the role is a deliberate choice. */
  user_type: TTenantRole | '';
};

export const TENANT_USER_FIELDS = ['name', 'email', 'phone_mobile', 'user_type'];

export const emptyTenantUser: TTenantUserFormValues = {
  mode: 'invite',
  name: '',
  email: '',
  phone_mobile: '',
  user_type: '',
};

// A light check only: the server decides what a valid address is.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const requiredToInvite = (key: string) => (value: string, values: TTenantUserFormValues) =>
  values.mode === 'link' || value.trim() ? null : key;

/** Spec §5 tenant user form and modal: Name, User Email, Mobile and User Type all required (linking: e-mail and type). */
export const tenantUserRules = {
  name: requiredToInvite('tenantUsers.form.nameRequired'),
  email: (value: string) =>
    !value.trim()
      ? 'tenantUsers.form.emailRequired'
      : looksLikeEmail(value.trim())
        ? null
        : 'tenantUsers.form.emailInvalid',
  phone_mobile: requiredToInvite('tenantUsers.form.mobileRequired'),
  user_type: (value: string) =>
    (TENANT_ROLES as readonly string[]).includes(value) ? null : 'tenantUsers.form.typeRequired',
};

// Called only once the rules passed, so the type is chosen.
export const toAddRequest = (values: TTenantUserFormValues): TAddTenantUserRequest => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone_mobile: values.phone_mobile.trim(),
  user_type: values.user_type as TTenantRole,
});

export const toLinkRequest = (values: TTenantUserFormValues): TLinkTenantUserRequest => ({
  email: values.email.trim(),
  user_type: values.user_type as TTenantRole,
});
