import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl-cache.ts';

/** A column's heading in the user's language: "Jan 2026", or "Q1 2026" for a quarter ('YYYY-Qn'). */
export function usePeriodLabel() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const monthFormat = dateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return (key: string) =>
      key[5] === 'Q'
        ? t('completeness.quarter', { quarter: key[6], year: key.slice(0, 4) })
        : monthFormat.format(new Date(`${key}-01T00:00:00Z`));
  }, [t, i18n.language]);
}
