import type { TFieldIssue } from '@ledgerport/contract';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error.ts';

/**
 * Form errors are kept as translation keys (so they follow a language switch) or, when the server named the
 * field, as text already shown as it is. This turns either into what the field displays.
 */
export function useFormErrorText() {
  const { t, i18n } = useTranslation();
  return (error: ReactNode) => (typeof error === 'string' && i18n.exists(error) ? t(error) : error);
}

/**
 * Puts each field issue of a failed save beside its field (`roles.1` marks `roles`). Issues about fields the
 * form does not show are left to the alert above the form.
 */
export function applyServerFieldErrors(
  error: unknown,
  fields: readonly string[],
  setFieldError: (field: string, message: string) => void,
  issueText: (issue: TFieldIssue) => string,
) {
  if (!isApiError(error)) return;
  for (const issue of error.details) {
    const field = issue.field.split('.')[0] ?? '';
    if (fields.includes(field)) setFieldError(field, issueText(issue));
  }
}

/** A required field of a Mantine form: its value, handlers and translated error, as every form's inputs take. */
export function useRequiredField<TValues extends Record<string, unknown>>(form: UseFormReturnType<TValues>) {
  const shown = useFormErrorText();
  return (field: keyof TValues & string) => {
    const props = form.getInputProps(field);
    return { ...props, error: shown(props.error), required: true };
  };
}
