import { STAFF_ROLES, type TCreateInternalUserRequest, type TStaffRole } from '@ledgerport/contract';

export type TInternalUserFormValues = {
  user_name: string;
  email: string;
  phone_mobile: string;
  phone_office: string;
  fax: string;
  /** Empty until chosen: the select starts with no type, so the choice is deliberate. */
  user_type: TStaffRole | '';
};

export const INTERNAL_USER_FIELDS = ['user_name', 'email', 'phone_mobile', 'phone_office', 'fax', 'user_type'];

export const emptyInternalUser: TInternalUserFormValues = {
  user_name: '',
  email: '',
  phone_mobile: '',
  phone_office: '',
  fax: '',
  user_type: '',
};

// A light check only: the server decides what a valid address is.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const required = (key: string) => (value: string) => (value.trim() ? null : key);

/** Spec §5: every field of the internal user form is required. Messages are translation keys. */
export const internalUserRules = {
  user_name: required('internalUsers.form.userNameRequired'),
  email: (value: string) =>
    !value.trim()
      ? 'internalUsers.form.emailRequired'
      : looksLikeEmail(value.trim())
        ? null
        : 'internalUsers.form.emailInvalid',
  phone_mobile: required('internalUsers.form.mobileRequired'),
  phone_office: required('internalUsers.form.officePhoneRequired'),
  fax: required('internalUsers.form.faxRequired'),
  user_type: (value: string) =>
    (STAFF_ROLES as readonly string[]).includes(value) ? null : 'internalUsers.form.typeRequired',
};

/** The request body, once the rules above passed (so the type is chosen). */
export const toInternalUserRequest = (values: TInternalUserFormValues): TCreateInternalUserRequest => ({
  user_name: values.user_name.trim(),
  email: values.email.trim(),
  phone_mobile: values.phone_mobile.trim(),
  phone_office: values.phone_office.trim(),
  fax: values.fax.trim(),
  user_type: values.user_type as TStaffRole,
});

/** Only a SuperAdmin may make another SuperAdmin (the server refuses anyone else). */
export const staffTypeChoices = (actorIsSuperAdmin: boolean) =>
  STAFF_ROLES.filter((role) => actorIsSuperAdmin || role !== 'SuperAdmin');
