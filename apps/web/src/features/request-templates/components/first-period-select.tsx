import { MAX_BACKFILL_MONTHS } from '@ledgerport/contract';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';

/** The first day of the month `back` months before the one of `today` ('YYYY-MM-DD'). */
export function monthStart(today: string, back: number): string {
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1));
  return date.toISOString().slice(0, 10);
}

/**
 * Where the template's recurring items begin (issue 30): this month or one of the MAX_BACKFILL_MONTHS before
 * it (a quarterly or yearly item starts with the quarter or year holding the month chosen).
 */
export function FirstPeriodSelect({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  const { t } = useTranslation();
  const { month } = useFormats();
  const today = new Date().toISOString().slice(0, 10);
  const data = Array.from({ length: MAX_BACKFILL_MONTHS + 1 }, (_, back) => {
    const start = monthStart(today, back);
    return { value: start, label: month(start) };
  });
  return (
    <Select
      label={t('requestTemplates.apply.firstPeriod')}
      description={t('requestTemplates.apply.firstPeriodHint')}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      maxDropdownHeight={200}
    />
  );
}
