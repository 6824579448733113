import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText, fieldIssueText } from '../../../lib/error-text.ts';

/**
 * A failed save split for a form: the translated text beside each field the server named (VALIDATION_MESSAGES
 * ids become errors.rules.*), and what is left for the alert above the form.
 */
export function useSaveErrors(error: unknown, fields: readonly string[]) {
  const { t, i18n } = useTranslation();
  const byField: Record<string, string> = {};
  if (!error) return { byField, general: null };
  if (isApiError(error)) {
    for (const issue of error.details) {
      const field = issue.field.split('.')[0] ?? '';
      if (fields.includes(field) && !byField[field]) byField[field] = fieldIssueText(t, issue, i18n.language);
    }
  }
  const general = Object.keys(byField).length > 0 ? null : errorText(t, error, (key) => i18n.exists(key));
  return { byField, general };
}
