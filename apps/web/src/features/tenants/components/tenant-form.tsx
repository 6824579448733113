import type { TTenant } from '@ledgerport/contract';
import { Alert, Button, Card, Group, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useCreateTenant } from '../api/create-tenant.ts';
import { useUpdateTenant } from '../api/update-tenant.ts';
import { AddressSection, ContactSection, TenantSetupSection } from './tenant-form-sections.tsx';
import {
  initialTenantValues,
  TENANT_FORM_FIELDS,
  tenantFormRules,
  toTenantRequest,
  type TTenantFormValues,
} from './tenant-form-rules.ts';
import { paths } from '@ledgerport/contract';

type TTenantFormProps = {
  /** The tenant being edited; none for a new one. */
  tenant?: TTenant;
  readOnly?: boolean;
};

/** Create Tenant (spec §2): one page with the sections Tenant Setup, Address and Contact; edit adds the status. */
export function TenantForm({ tenant, readOnly = false }: TTenantFormProps) {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const navigate = useNavigate();
  const create = useCreateTenant();
  const update = useUpdateTenant();
  const save = tenant ? update : create;
  const form = useForm<TTenantFormValues>({
    initialValues: initialTenantValues(tenant),
    validate: tenantFormRules,
    validateInputOnBlur: ['root_directory', 'primary_contact_email'],
  });

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = TENANT_FORM_FIELDS.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit((values) => {
    const body = toTenantRequest(values, tenant);
    const onError = (error: unknown) => {
      const errors: Record<string, string> = {};
      applyServerFieldErrors(
        error,
        [...TENANT_FORM_FIELDS, 'status'],
        // The server calls the switch `status`.
        (field, message) => (errors[field === 'status' ? 'active' : field] = message),
        fieldIssueText,
      );
      if (isApiError(error) && error.code === 'CONFLICT') errors.root_directory = 'tenants.form.rootTaken';
      form.setErrors(errors);
      focusFirstError(errors);
    };
    const onSuccess = () => {
      notifications.show({ color: 'green', message: t(tenant ? 'tenants.form.updated' : 'tenants.form.created') });
      navigate(paths.tenants);
    };
    if (tenant)
      update.mutate({ uuid: tenant.uuid, body: { ...body, status: values.active ? 1 : 0 } }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  }, focusFirstError);

  // A taken root directory is said beside the field; the generic conflict text would only confuse.
  const showAlert = save.isError && !(isApiError(save.error) && save.error.code === 'CONFLICT');

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="lg">
        {showAlert && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(save.error)}
          </Alert>
        )}
        <TenantSetupSection
          form={form}
          readOnly={readOnly}
          responsible={
            tenant?.responsible_staff_uuid
              ? { uuid: tenant.responsible_staff_uuid, name: tenant.responsible_staff_name ?? '' }
              : null
          }
        />
        <AddressSection form={form} readOnly={readOnly} />
        <ContactSection form={form} readOnly={readOnly} />
        {tenant && (
          <Switch
            label={t('tenants.form.active')}
            description={t('tenants.form.activeHint')}
            disabled={readOnly}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.tenants} variant="default">
            {readOnly ? t('tenants.form.back') : t('tenants.form.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending} loaderProps={{ 'aria-hidden': true }}>
              {t('tenants.form.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
