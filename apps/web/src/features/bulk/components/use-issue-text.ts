import { useTranslation } from 'react-i18next';
import type { TShownIssue } from './sheet-types.ts';

/** A row problem in the user's language (a text the build does not know stays English in English only). */
export function useIssueText() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (issue: TShownIssue) => {
    if (issue.rule) return t(`errors.rules.${issue.rule}`);
    return language === 'en' && issue.text ? issue.text : t('errors.invalidField');
  };
}
