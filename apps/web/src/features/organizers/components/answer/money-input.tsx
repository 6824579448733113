import { TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, parseDecimalInput } from '../../../../lib/decimal.ts';

type TMoneyInputProps = {
  label: ReactNode;
  description?: ReactNode;
  value: string | null;
  onChange: (decimal: string | null) => void;
  disabled?: boolean;
  required?: boolean;
  error?: ReactNode;
  'aria-label'?: string;
};

/**
 * An amount typed in the user's notation (1.234,50 in German), as the sales-tax and payroll forms take it; the
 * answer is the API's decimal string. What cannot be read as an amount is said at once and not sent.
 */
export function MoneyInput({
  label,
  description,
  value,
  onChange,
  disabled,
  required,
  error,
  ...rest
}: TMoneyInputProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [text, setText] = useState(() => (value ? formatDecimal(value, locale) : ''));
  const [problem, setProblem] = useState<string | null>(null);

  const type = (typed: string) => {
    setText(typed);
    if (!typed.trim()) {
      setProblem(null);
      return onChange(null);
    }
    const parsed = parseDecimalInput(typed, locale);
    if ('error' in parsed) return setProblem(t(`errors.rules.${parsed.error}`));
    setProblem(null);
    onChange(parsed.value);
  };

  return (
    <TextInput
      label={label}
      description={description}
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={() => {
        if (value && !problem) setText(formatDecimal(value, locale));
      }}
      inputMode="decimal"
      disabled={disabled}
      required={required}
      error={problem ?? error}
      aria-label={rest['aria-label']}
    />
  );
}
