import type { TFeatureSetting } from '@ledgerport/contract';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { applyServerFieldErrors, useRequiredField } from '../../../lib/form-errors.ts';
import { useUpdateFeatureSetting } from '../api/update-feature-setting.ts';
import {
  FEATURE_SETTING_FIELDS,
  featureSettingRules,
  featureSettingValues,
  toFeatureSettingRequest,
  type TFeatureSettingFormValues,
} from './feature-setting-form-rules.ts';

type TEditFeatureSettingModalProps = {
  /** The setting being edited; none keeps the modal closed. */
  setting: TFeatureSetting | null;
  onClose: () => void;
};

/** The list's edit action (spec §2): name, priority, remarks and status, all required. */
export function EditFeatureSettingModal({ setting, onClose }: TEditFeatureSettingModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={setting !== null}
      onClose={onClose}
      title={t('featureSettings.edit.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* A fresh form for each setting: nothing typed for one is offered for another. */}
      {setting && <EditFeatureSettingForm key={setting.key} setting={setting} onDone={onClose} />}
    </Modal>
  );
}

function EditFeatureSettingForm({ setting, onDone }: { setting: TFeatureSetting; onDone: () => void }) {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const update = useUpdateFeatureSetting();
  const form = useForm<TFeatureSettingFormValues>({
    initialValues: featureSettingValues(setting),
    validate: featureSettingRules,
  });
  const input = useRequiredField(form);

  const onSubmit = form.onSubmit((values) =>
    update.mutate(
      { key: setting.key, body: toFeatureSettingRequest(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('featureSettings.edit.saved') });
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, FEATURE_SETTING_FIELDS, form.setFieldError, fieldIssueText),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(`featureSettings.keys.${setting.key}.description`)}
        </Text>
        {update.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(update.error)}
          </Alert>
        )}
        <TextInput label={t('featureSettings.fields.name')} data-autofocus {...input('settings_name')} />
        <NumberInput
          label={t('featureSettings.fields.priority')}
          description={t('featureSettings.edit.priorityHint')}
          allowDecimal={false}
          allowNegative={false}
          min={0}
          max={9999}
          {...input('priority')}
        />
        <Textarea label={t('featureSettings.fields.remarks')} autosize minRows={2} {...input('remarks')} />
        <Select
          label={t('featureSettings.fields.status')}
          data={[
            { value: '1', label: t('featureSettings.status.active') },
            { value: '0', label: t('featureSettings.status.inactive') },
          ]}
          {...input('status')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('featureSettings.edit.cancel')}
          </Button>
          <Button
            type="submit"
            loading={update.isPending}
            loaderProps={{ 'aria-hidden': true }}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('featureSettings.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
