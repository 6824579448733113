import { ROOT_DIRECTORY_TYPES, type TRootDirectoryType } from '@ledgerport/contract';
import { Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFormErrorText } from '../../../lib/form-errors.ts';
import { ResponsibleStaffSelect } from './responsible-staff-select.tsx';
import type { TTenantFormValues } from './tenant-form-rules.ts';

type TSectionProps = { form: UseFormReturnType<TTenantFormValues>; readOnly: boolean };

/** Every IANA zone this browser knows. */
const TIME_ZONES = Intl.supportedValuesOf('timeZone');

function useFieldProps({ form, readOnly }: TSectionProps) {
  const shown = useFormErrorText();
  return (field: keyof TTenantFormValues, required = false) => {
    const props = form.getInputProps(field);
    return { ...props, error: shown(props.error), readOnly, required, withAsterisk: required && !readOnly };
  };
}

type TSetupProps = TSectionProps & {
  /** The staff member assigned when the form opened (shown even if no longer active). */
  responsible?: { uuid: string; name: string } | null;
};

export function TenantSetupSection({ responsible, ...props }: TSetupProps) {
  const { t } = useTranslation();
  const { form, readOnly } = props;
  const field = useFieldProps(props);
  const type = form.values.root_directory_type;
  const zone = form.values.timezone;
  // A stored zone this browser lists under another name still shows, instead of an empty box.
  const zoneOptions = zone && !TIME_ZONES.includes(zone) ? [zone, ...TIME_ZONES] : TIME_ZONES;

  return (
    <Fieldset legend={t('tenants.form.sections.setup')} variant="filled" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('tenants.fields.name')} autoComplete="organization" {...field('name', true)} />
        <Select
          label={t('tenants.fields.rootDirectoryType')}
          data={ROOT_DIRECTORY_TYPES.map((value) => ({ value, label: t(`tenants.rootType.${value}`) }))}
          {...field('root_directory_type', true)}
          // Mantine clears the shown label only for null, not for an empty string.
          value={type || null}
          onChange={(value) => {
            form.setFieldValue('root_directory_type', (value ?? '') as TRootDirectoryType | '');
            // The root directory's rule depends on the type: re-check a value already marked wrong.
            if (form.errors.root_directory) form.validateField('root_directory');
          }}
        />
        <TextInput
          label={t('tenants.fields.rootDirectory')}
          description={type ? t(`tenants.form.rootHint.${type}`) : undefined}
          autoComplete="off"
          spellCheck={false}
          {...field('root_directory', true)}
        />
        <Select
          label={t('tenants.fields.timezone')}
          placeholder={t('tenants.form.timezonePlaceholder')}
          data={zoneOptions}
          searchable
          clearable={!readOnly}
          nothingFoundMessage={t('tenants.form.timezoneNone')}
          {...field('timezone')}
        />
        <ResponsibleStaffSelect
          label={t('tenants.form.responsible')}
          current={responsible}
          {...field('responsible_staff_uuid')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

export function AddressSection(props: TSectionProps) {
  const { t } = useTranslation();
  const field = useFieldProps(props);
  return (
    <Fieldset legend={t('tenants.form.sections.address')} variant="filled" radius="md">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Textarea label={t('tenants.fields.addressLine1')} autosize minRows={2} {...field('address_line_1')} />
          <Textarea label={t('tenants.fields.addressLine2')} autosize minRows={2} {...field('address_line_2')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <TextInput label={t('tenants.fields.city')} autoComplete="address-level2" {...field('city')} />
          <TextInput label={t('tenants.fields.state')} autoComplete="address-level1" {...field('state')} />
          <TextInput label={t('tenants.fields.country')} autoComplete="country-name" {...field('country')} />
          <TextInput label={t('tenants.fields.zipcode')} autoComplete="postal-code" {...field('zipcode')} />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

export function ContactSection(props: TSectionProps) {
  const { t } = useTranslation();
  const field = useFieldProps(props);
  return (
    <Fieldset legend={t('tenants.form.sections.contact')} variant="filled" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('tenants.fields.contactName')} autoComplete="off" {...field('primary_contact_name')} />
        <TextInput
          label={t('tenants.fields.contactEmail')}
          type="email"
          autoComplete="off"
          {...field('primary_contact_email', true)}
        />
        <TextInput label={t('tenants.fields.contactMobile')} type="tel" {...field('primary_contact_phone_mobile')} />
        <TextInput label={t('tenants.fields.contactOffice')} type="tel" {...field('primary_contact_phone_office')} />
        <TextInput label={t('tenants.fields.contactFax')} type="tel" {...field('primary_contact_fax')} />
      </SimpleGrid>
    </Fieldset>
  );
}
