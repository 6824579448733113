import { NAME_RULES } from '@ledgerport/contract';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';

/**
 * A refused file change in the user's language. A refused name also says which rule it broke: the server names the
 * rule in details[0].message (NAME_RULES), which has its own translation.
 */
export function useFilesErrorText() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  return (error: unknown) => {
    if (isApiError(error) && error.code === 'NAME_REFUSED') {
      const rule = NAME_RULES.find((known) => known === error.details[0]?.message);
      if (rule) return `${t('errors.codes.NAME_REFUSED')} ${t(`files.nameRules.${rule}`)}`;
    }
    return errorText(error);
  };
}
