import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';

/**
 * A refused file change in the user's language. A refused name also says which rule it broke (lib/error-text.ts);
 * a taken name says which name (a bulk move names the one that clashed). `selection`: the change was a bulk one, refused as a whole, so the text says
 * that nothing was changed.
 */
export function useFilesErrorText() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const describe = (error: unknown) => {
    if (isApiError(error) && error.code === 'NAME_TAKEN') {
      const name = error.details.find((issue) => issue.field === 'name')?.message;
      if (name) return t('files.nameTakenNamed', { name });
    }
    return errorText(error);
  };
  return (error: unknown, selection = false) =>
    selection && isApiError(error) && error.status < 500
      ? `${describe(error)} ${t('files.selection.nothingChanged')}`
      : describe(error);
}
