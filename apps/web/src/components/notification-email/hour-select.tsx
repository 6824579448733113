import { NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../lib/intl-cache.ts';

/** "07:00", "7:00 AM"...: an hour of the day as the screen's language writes it. */
export function useHourLabel() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    return (hour: number) => format.format(Date.UTC(2000, 0, 1, hour));
  }, [language]);
}

type TProps = {
  label: string;
  description?: string;
  value: number | null;
  onChange: (hour: number | null) => void;
  /** The first option, standing for "none chosen" (null), e.g. "Firm default (7:00 AM)". */
  emptyLabel?: string;
  error?: string;
};

/** One hour of the day (0–23) from a native select: keyboard and phone friendly. */
export function HourSelect({ label, description, value, onChange, emptyLabel, error }: TProps) {
  const hourLabel = useHourLabel();
  const options = useMemo(
    () => [
      ...(emptyLabel ? [{ value: '', label: emptyLabel }] : []),
      ...Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) })),
    ],
    [emptyLabel, hourLabel],
  );
  return (
    <NativeSelect
      label={label}
      description={description}
      data={options}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
      error={error}
    />
  );
}
