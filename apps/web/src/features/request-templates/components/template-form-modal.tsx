import type { TRequestTemplate } from '@ledgerport/contract';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormErrorText, useRequiredField } from '../../../lib/form-errors.ts';
import { useRequestTemplate } from '../api/get-request-template.ts';
import { useSaveRequestTemplate } from '../api/save-request-template.ts';
import {
  blankItem,
  initialTemplateValues,
  templateFormRules,
  toTemplateRequest,
  type TTemplateFormValues,
} from './template-form-values.ts';
import { TemplateItemFields } from './template-item-fields.tsx';

/** What the modal edits: a new template, or the one with this uuid; null keeps it closed. */
export type TTemplateEditing = { uuid: string | null } | null;

export function TemplateFormModal({ editing, onClose }: { editing: TTemplateEditing; onClose: () => void }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const existing = useRequestTemplate(editing?.uuid ?? null);
  const title = editing?.uuid ? t('requestTemplates.form.editTitle') : t('requestTemplates.form.createTitle');
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={title}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {editing?.uuid && existing.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {editing?.uuid && existing.isError && (
        <Alert color="red" variant="light">
          {errorText(existing.error)}
        </Alert>
      )}
      {editing && (!editing.uuid || existing.data) && (
        // A fresh form for each template: nothing typed for one is offered for another.
        <TemplateForm
          key={editing.uuid ?? 'new'}
          template={editing.uuid ? existing.data : undefined}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function TemplateForm({ template, onDone }: { template?: TRequestTemplate; onDone: () => void }) {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const shown = useFormErrorText();
  const save = useSaveRequestTemplate();
  const form = useForm<TTemplateFormValues>({
    initialValues: initialTemplateValues(template),
    validate: templateFormRules,
  });
  const input = useRequiredField(form);

  const submit = form.onSubmit((values) => {
    const body = toTemplateRequest(values);
    const request = template
      ? { uuid: template.uuid, body: { ...body, revision: template.revision } }
      : { uuid: null, body };
    save.mutate(request, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('requestTemplates.form.saved') });
        onDone();
      },
      onError: (error) => {
        // The server names the item's field (items.2.title): each issue goes beside it.
        if (!isApiError(error)) return;
        for (const issue of error.details) {
          if (issue.field === 'name' || issue.field === 'items' || issue.field.startsWith('items.')) {
            form.setFieldError(issue.field, fieldIssueText(issue));
          }
        }
      },
    });
  });
  const items = form.getValues().items;
  const itemsError = form.errors.items;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(save.error)}
          </Alert>
        )}
        <TextInput label={t('requestTemplates.form.name')} maxLength={200} data-autofocus {...input('name')} />
        <Textarea
          label={t('requestTemplates.form.description')}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <Text fw={600}>{t('requestTemplates.form.items')}</Text>
        {itemsError && (
          <Text c="red" size="sm" role="alert">
            {shown(itemsError)}
          </Text>
        )}
        {items.map((item, index) => (
          <TemplateItemFields key={item.key} form={form} index={index} removable={items.length > 1} />
        ))}
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('items', blankItem())}
          >
            {t('requestTemplates.form.addItem')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              {t('requestTemplates.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} loaderProps={{ 'aria-hidden': true }}>
              {t('requestTemplates.form.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
