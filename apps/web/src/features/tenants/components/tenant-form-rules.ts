import {
  isTimeZone,
  rootDirectoryProblem,
  ZRootDirectoryType,
  type TCreateTenantRequest,
  type TRootDirectoryType,
  type TTenant,
} from '@ledgerport/contract';
import { addressLineToSend, richTextToPlain } from './address-text.ts';

export type TTenantFormValues = {
  name: string;
  /** Empty only when the user cleared the choice (spec §5: 'Root directory Type is required'). */
  root_directory_type: TRootDirectoryType | '';
  root_directory: string;
  timezone: string | null;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state: string;
  country: string;
  zipcode: string;
  primary_contact_name: string;
  primary_contact_email: string;
  primary_contact_phone_mobile: string;
  primary_contact_phone_office: string;
  primary_contact_fax: string;
  /** The staff member who looks after the client (issue 16); null: nobody. */
  responsible_staff_uuid: string | null;
  active: boolean;
};

const OPTIONAL_TEXT = [
  'city',
  'state',
  'country',
  'zipcode',
  'primary_contact_name',
  'primary_contact_phone_mobile',
  'primary_contact_phone_office',
  'primary_contact_fax',
] as const;

/** Fields the server may name in a VALIDATION_ERROR (the switch is `status` there). */
export const TENANT_FORM_FIELDS = [
  'name',
  'root_directory_type',
  'root_directory',
  'timezone',
  'address_line_1',
  'address_line_2',
  'primary_contact_email',
  'responsible_staff_uuid',
  ...OPTIONAL_TEXT,
];

export const initialTenantValues = (tenant?: TTenant): TTenantFormValues => ({
  name: tenant?.name ?? '',
  // Spec §3: LOCAL_FOLDER is the default type.
  root_directory_type: tenant?.root_directory_type ?? 'LOCAL_FOLDER',
  root_directory: tenant?.root_directory ?? '',
  timezone: tenant?.timezone ?? null,
  address_line_1: richTextToPlain(tenant?.address_line_1 ?? null),
  address_line_2: richTextToPlain(tenant?.address_line_2 ?? null),
  city: tenant?.city ?? '',
  state: tenant?.state ?? '',
  country: tenant?.country ?? '',
  zipcode: tenant?.zipcode ?? '',
  primary_contact_name: tenant?.primary_contact_name ?? '',
  primary_contact_email: tenant?.primary_contact_email ?? '',
  primary_contact_phone_mobile: tenant?.primary_contact_phone_mobile ?? '',
  primary_contact_phone_office: tenant?.primary_contact_phone_office ?? '',
  primary_contact_fax: tenant?.primary_contact_fax ?? '',
  responsible_staff_uuid: tenant?.responsible_staff_uuid ?? null,
  // Spec §3: status 1 is Active.
  active: tenant ? tenant.status === 1 : true,
});

// A light check only: the server decides what a valid address is.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Spec §5 Create Tenant rules, as translation keys; the root directory follows the contract's own rule. */
export const tenantFormRules = {
  name: (value: string) => (value.trim() ? null : 'tenants.form.nameRequired'),
  root_directory_type: (value: string) =>
    ZRootDirectoryType.safeParse(value).success ? null : 'tenants.form.rootTypeRequired',
  root_directory: (value: string, values: TTenantFormValues) => {
    if (!value.trim()) return 'tenants.form.rootRequired';
    const type = values.root_directory_type;
    return type && rootDirectoryProblem(type, value.trim()) ? `tenants.form.rootProblem.${type}` : null;
  },
  timezone: (value: string | null) => (!value || isTimeZone(value) ? null : 'tenants.form.timezoneUnknown'),
  primary_contact_email: (value: string) =>
    !value.trim() ? 'tenants.form.emailRequired' : looksLikeEmail(value.trim()) ? null : 'tenants.form.emailInvalid',
};

/** The request body from values that passed the rules; empty optional fields are sent as null. */
export function toTenantRequest(values: TTenantFormValues, stored?: TTenant): TCreateTenantRequest {
  const optional = Object.fromEntries(OPTIONAL_TEXT.map((field) => [field, values[field].trim() || null]));
  return {
    name: values.name.trim(),
    root_directory_type: values.root_directory_type || 'LOCAL_FOLDER',
    root_directory: values.root_directory.trim(),
    timezone: values.timezone || null,
    address_line_1: addressLineToSend(values.address_line_1, stored?.address_line_1),
    address_line_2: addressLineToSend(values.address_line_2, stored?.address_line_2),
    primary_contact_email: values.primary_contact_email.trim(),
    responsible_staff_uuid: values.responsible_staff_uuid,
    ...optional,
  };
}
