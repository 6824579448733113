import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormErrorText, useRequiredField } from '../../../lib/form-errors.ts';

/**
 * The request forms' frame (new and edit): the save's error above the fields, Cancel and the submit button
 * below them.
 */
export function RequestFormFrame({
  onSubmit,
  save,
  submitLabel,
  onCancel,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  save: { isError: boolean; error: unknown; isPending: boolean };
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" variant="light">
            {errorText(save.error)}
          </Alert>
        )}
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} loaderProps={{ 'aria-hidden': true }}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A request's title (required, focused first) and its optional description, as both forms ask them. */
export function RequestTextFields<TValues extends { title: string; description: string }>({
  form,
}: {
  form: UseFormReturnType<TValues>;
}) {
  const { t } = useTranslation();
  const shown = useFormErrorText();
  const input = useRequiredField(form);
  const description = form.getInputProps('description');
  return (
    <>
      <TextInput label={t('requests.fields.title')} data-autofocus {...input('title')} />
      <Textarea
        label={t('requests.fields.description')}
        autosize
        minRows={2}
        maxRows={8}
        {...description}
        error={shown(description.error)}
      />
    </>
  );
}
