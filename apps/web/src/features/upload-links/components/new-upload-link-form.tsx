import {
  UPLOAD_LINK_DEFAULT_DAYS,
  UPLOAD_LINK_DEFAULT_MAX_FILES,
  UPLOAD_LINK_LABEL_MAX,
  UPLOAD_LINK_MAX_DAYS,
  UPLOAD_LINK_MAX_FILES,
  type TCreatedUploadLink,
} from '@ledgerport/contract';
import { Alert, Button, Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useCreateUploadLink } from '../api/create-upload-link.ts';

const MB = 1024 * 1024;

type TProps = {
  tenantUuid: string;
  /** The folder open on the files screen: where the link's files go ('' the company's root). */
  folder: string;
  folderLabel: string;
  onCreated: (link: TCreatedUploadLink) => void;
  onCancel: () => void;
};

/** The options of a new link: a label, where its files go, how long it lasts, the e-mail check and the limits. */
export function NewUploadLinkForm({ tenantUuid, folder, folderLabel, onCreated, onCancel }: TProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const create = useCreateUploadLink(tenantUuid);
  const [label, setLabel] = useState('');
  const [days, setDays] = useState<number | string>(UPLOAD_LINK_DEFAULT_DAYS);
  const [emailCheck, setEmailCheck] = useState(true);
  const [maxFiles, setMaxFiles] = useState<number | string>(UPLOAD_LINK_DEFAULT_MAX_FILES);
  const [maxMb, setMaxMb] = useState<number | string>('');

  const submit = () =>
    create.mutate(
      {
        label: label.trim(),
        folder,
        expires_in_days: Number(days) || UPLOAD_LINK_DEFAULT_DAYS,
        require_email_code: emailCheck,
        max_files: Number(maxFiles) || UPLOAD_LINK_DEFAULT_MAX_FILES,
        ...(maxMb === '' ? {} : { max_total_bytes: Math.round(Number(maxMb) * MB) }),
      },
      { onSuccess: onCreated },
    );

  return (
    <Stack gap="sm">
      <TextInput
        label={t('uploadLinks.form.label')}
        description={t('uploadLinks.form.labelHint')}
        value={label}
        maxLength={UPLOAD_LINK_LABEL_MAX}
        onChange={(e) => setLabel(e.currentTarget.value)}
      />
      <TextInput label={t('uploadLinks.form.folder')} value={folderLabel} readOnly />
      <NumberInput
        label={t('uploadLinks.form.days')}
        description={t('uploadLinks.form.daysHint', { max: UPLOAD_LINK_MAX_DAYS })}
        min={1}
        max={UPLOAD_LINK_MAX_DAYS}
        clampBehavior="strict"
        allowDecimal={false}
        value={days}
        onChange={setDays}
      />
      <Checkbox
        label={t('uploadLinks.form.emailCheck')}
        description={t('uploadLinks.form.emailCheckHint')}
        checked={emailCheck}
        onChange={(e) => setEmailCheck(e.currentTarget.checked)}
      />
      <Group grow align="flex-start">
        <NumberInput
          label={t('uploadLinks.form.maxFiles')}
          min={1}
          max={UPLOAD_LINK_MAX_FILES}
          clampBehavior="strict"
          allowDecimal={false}
          value={maxFiles}
          onChange={setMaxFiles}
        />
        <NumberInput
          label={t('uploadLinks.form.maxMb')}
          description={t('uploadLinks.form.maxMbHint')}
          min={1}
          allowDecimal={false}
          value={maxMb}
          onChange={setMaxMb}
        />
      </Group>
      {create.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(create.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={create.isPending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={create.isPending}>
          {t('uploadLinks.form.create')}
        </Button>
      </Group>
    </Stack>
  );
}
