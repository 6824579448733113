import type { TFirmSettings } from '@ledgerport/contract';
import { Alert, Button, Card, ColorInput, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useFormErrorText, useRequiredField } from '../../../lib/form-errors.ts';
import { useUpdateFirmSettings } from '../api/update-firm-settings.ts';
import {
  FIRM_FORM_FIELDS,
  firmFormRules,
  firmRequest,
  initialFirmValues,
  type TFirmFormValues,
} from './firm-settings-rules.ts';

/**
 * The firm's name, colour, support address, e-mail sender name, language (of invitations) and how long the trash
 * keeps deletions.
 */
export function FirmDetailsForm({ settings }: { settings: TFirmSettings }) {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const shown = useFormErrorText();
  const save = useUpdateFirmSettings();
  const form = useForm<TFirmFormValues>({ initialValues: initialFirmValues(settings), validate: firmFormRules });
  const required = useRequiredField(form);
  const optional = (field: keyof TFirmFormValues) => {
    const props = form.getInputProps(field);
    return { ...props, error: shown(props.error) };
  };

  const submit = form.onSubmit((values) =>
    save.mutate(firmRequest(values), {
      onSuccess: (saved) => {
        const next = initialFirmValues(saved);
        form.setValues(next);
        form.resetDirty(next);
        notifications.show({ color: 'green', message: t('firmSettings.saved') });
      },
      onError: (error) => applyServerFieldErrors(error, FIRM_FORM_FIELDS, form.setFieldError, fieldIssueText),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('firmSettings.details')}
        </Title>
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(save.error)}
          </Alert>
        )}
        <TextInput label={t('firmSettings.firmName')} autoComplete="organization" {...required('firm_name')} />
        <ColorInput
          label={t('firmSettings.primaryColor')}
          description={t('firmSettings.primaryColorHint')}
          format="hex"
          withEyeDropper={false}
          {...required('primary_color')}
        />
        <TextInput
          label={t('firmSettings.supportEmail')}
          description={t('firmSettings.supportEmailHint')}
          type="email"
          {...optional('support_email')}
        />
        <TextInput
          label={t('firmSettings.senderName')}
          description={t('firmSettings.senderNameHint')}
          {...optional('sender_name')}
        />
        <LanguageSelect
          label={t('firmSettings.language')}
          description={t('firmSettings.languageHint')}
          value={form.values.default_locale}
          onChange={(locale) => form.setFieldValue('default_locale', locale)}
        />
        <NumberInput
          label={t('firmSettings.trashRetention')}
          description={t('firmSettings.trashRetentionHint', { days: settings.trash_retention_default_days })}
          placeholder={String(settings.trash_retention_default_days)}
          min={1}
          max={3650}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...optional('trash_retention_days')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('firmSettings.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
