import { TENANT_ROLES } from '@ledgerport/contract';
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  useMatches,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect, useInviteeLocale } from '../../../components/language-select.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useAddTenantUser } from '../api/add-tenant-user.ts';
import { useLinkTenantUser } from '../api/link-tenant-user.ts';
import {
  emptyTenantUser,
  TENANT_USER_FIELDS,
  tenantUserRules,
  toAddRequest,
  toLinkRequest,
  type TTenantUserFormValues,
  type TTenantUserMode,
} from './tenant-user-form-rules.ts';
import { useRoleName } from '../../../lib/role-names.ts';

type TTenantUserFormProps = {
  tenantUuid: string;
  /** After 'Tenant User Added Successfully!': back to the list, or the modal closes. */
  onDone: () => void;
  onCancel: () => void;
};

/** Why the server refused, shown on the e-mail field (the only field these answers are about). */
function emailConflictKey(mode: TTenantUserMode, code: string, isStaff: boolean): string | undefined {
  if (mode === 'invite' && code === 'CONFLICT')
    return isStaff ? 'tenantUsers.form.emailHasAccountLink' : 'tenantUsers.form.emailHasAccount';
  if (mode === 'link' && code === 'NOT_FOUND') return 'tenantUsers.form.noSuchAccount';
  if (mode === 'link' && code === 'CONFLICT') return 'tenantUsers.form.cannotLink';
  return undefined;
}

/**
 * Tenant User Setup (spec §2, §5), on its own page and in the tenant list's modal. Staff may also link a
 * person who already has an account; the e-mail and role carry over when switching between the two.
 */
export function TenantUserForm({ tenantUuid, onDone, onCancel }: TTenantUserFormProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const { errorText, fieldIssueText } = useErrorText();
  const isStaff = useSignedInUser().audience === 'staff';
  const add = useAddTenantUser();
  const link = useLinkTenantUser();
  const form = useForm<TTenantUserFormValues>({ initialValues: emptyTenantUser, validate: tenantUserRules });
  const mode = form.values.mode;
  // Two long labels side by side do not fit a 375 px phone: stack them there.
  const modeOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });
  const save = mode === 'link' ? link : add;
  const [locale, setLocale] = useInviteeLocale();

  const submit = form.onSubmit((values) => {
    const handlers = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('tenantUsers.form.added') });
        onDone();
      },
      onError: (error: unknown) => {
        applyServerFieldErrors(error, TENANT_USER_FIELDS, form.setFieldError, fieldIssueText);
        const key = isApiError(error) ? emailConflictKey(values.mode, error.code, isStaff) : undefined;
        if (key) form.setFieldError('email', key);
      },
    };
    if (values.mode === 'link') link.mutate({ tenantUuid, body: toLinkRequest(values) }, handlers);
    else add.mutate({ tenantUuid, body: { ...toAddRequest(values), locale } }, handlers);
  });
  const switchMode = (next: string) => {
    form.setFieldValue('mode', next as TTenantUserMode);
    form.clearErrors();
    add.reset();
    link.reset();
  };
  const input = useRequiredField(form);
  // The alert above the form is for failures the e-mail field does not already explain.
  const explainedOnField = isApiError(save.error) && !!emailConflictKey(mode, save.error.code, isStaff);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {isStaff && (
          <SegmentedControl
            fullWidth
            orientation={modeOrientation}
            value={mode}
            onChange={switchMode}
            aria-label={t('tenantUsers.form.modeLabel')}
            data={[
              { value: 'invite', label: t('tenantUsers.form.modeInvite') },
              { value: 'link', label: t('tenantUsers.form.modeLink') },
            ]}
          />
        )}
        {mode === 'link' && (
          <Text size="sm" c="dimmed">
            {t('tenantUsers.form.linkHint')}
          </Text>
        )}
        {save.isError && !explainedOnField && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(save.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {mode === 'invite' && (
            <TextInput label={t('tenantUsers.fields.name')} autoComplete="off" {...input('name')} />
          )}
          <TextInput label={t('tenantUsers.fields.email')} type="email" autoComplete="off" {...input('email')} />
          {mode === 'invite' && (
            <TextInput
              label={t('tenantUsers.fields.mobile')}
              type="tel"
              autoComplete="off"
              {...input('phone_mobile')}
            />
          )}
          {mode === 'invite' && (
            <LanguageSelect
              label={t('common.invitationLanguage')}
              description={t('common.invitationLanguageHint')}
              value={locale}
              onChange={setLocale}
            />
          )}
          <Select
            label={t('tenantUsers.fields.userType')}
            placeholder={t('tenantUsers.form.typePlaceholder')}
            data={TENANT_ROLES.map((value) => ({ value, label: roleName(value) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...input('user_type')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('tenantUsers.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} loaderProps={{ 'aria-hidden': true }}>
            {mode === 'link' ? t('tenantUsers.form.submitLink') : t('tenantUsers.form.submitInvite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
