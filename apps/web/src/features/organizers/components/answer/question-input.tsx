import type { TOrganizerAnswerValue, TOrganizerColumn, TOrganizerQuestion } from '@ledgerport/contract';
import { Checkbox, Group, NativeSelect, NumberInput, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from './money-input.tsx';

/** What every answer input takes: the field's label and help, its value, and where a change goes. */
export type TInputProps = {
  question: Pick<TOrganizerQuestion, 'key' | 'kind' | 'options' | 'min' | 'max' | 'required'> &
    Partial<Pick<TOrganizerQuestion, 'columns'>>;
  label: ReactNode;
  description?: ReactNode;
  value: TOrganizerAnswerValue | undefined;
  onChange: (value: TOrganizerAnswerValue) => void;
  disabled: boolean;
  error?: ReactNode;
  /** In a table's cell: the label is for screen readers only. */
  compact?: boolean;
};

const textOf = (value: TOrganizerAnswerValue | undefined) => (typeof value === 'string' ? value : '');
/** Several options side by side fit a phone only when they are few. */
const RADIOS_AT_MOST = 6;

/**
 * One answer's input for its kind (a group's table and a file question have their own components). Plain
 * Mantine inputs: each is labelled, reachable by Tab and works at 375 px.
 */
export function ScalarInput({ question, label, description, value, onChange, disabled, error, compact }: TInputProps) {
  const { t } = useTranslation();
  const labelled = compact ? { 'aria-label': typeof label === 'string' ? label : undefined } : { label, description };
  const common = { disabled, error, required: question.required && !compact };

  switch (question.kind) {
    case 'long_text':
      return (
        <Textarea
          {...labelled}
          {...common}
          autosize
          minRows={compact ? 1 : 3}
          value={textOf(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...labelled}
          {...common}
          value={typeof value === 'number' ? value : ''}
          min={question.min}
          max={question.max}
          clampBehavior="none"
          onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? null : Number(next))}
        />
      );
    case 'money':
      return (
        <MoneyInput
          {...(compact ? { label: undefined, 'aria-label': typeof label === 'string' ? label : undefined } : { label })}
          description={compact ? undefined : description}
          {...common}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
        />
      );
    case 'date':
      return (
        <TextInput
          {...labelled}
          {...common}
          type="date"
          value={textOf(value)}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        />
      );
    case 'yes_no':
      return (
        <Radio.Group
          {...labelled}
          {...common}
          value={value === true ? 'yes' : value === false ? 'no' : null}
          onChange={(next) => onChange(next === 'yes')}
        >
          <Group gap="md" mt={compact ? 0 : 4}>
            <Radio value="yes" label={t('organizers.answer.yes')} disabled={disabled} />
            <Radio value="no" label={t('organizers.answer.no')} disabled={disabled} />
          </Group>
        </Radio.Group>
      );
    case 'choice': {
      const options = question.options ?? [];
      if (compact) {
        // A table's cell (a dozen rows of a group): the browser's own select, which a phone shows as its native
        // picker and which costs a fraction of a combobox to render (bench:organizers, the phone rows).
        return (
          <NativeSelect
            {...labelled}
            {...common}
            data={[{ value: '', label: '' }, ...options]}
            value={textOf(value)}
            onChange={(event) => onChange(event.currentTarget.value || null)}
          />
        );
      }
      if (options.length > RADIOS_AT_MOST) {
        return (
          <Select
            {...labelled}
            {...common}
            data={options}
            value={textOf(value) || null}
            onChange={(next) => onChange(next)}
            clearable
            searchable
          />
        );
      }
      return (
        <Radio.Group {...labelled} {...common} value={textOf(value) || null} onChange={(next) => onChange(next)}>
          <Stack gap={6} mt={4}>
            {options.map((option) => (
              <Radio key={option} value={option} label={option} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      );
    }
    case 'choices':
      return (
        <Checkbox.Group
          {...labelled}
          {...common}
          value={Array.isArray(value) ? (value.filter((v) => typeof v === 'string') as string[]) : []}
          onChange={(next) => onChange(next)}
        >
          <Stack gap={6} mt={4}>
            {(question.options ?? []).map((option) => (
              <Checkbox key={option} value={option} label={option} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    default:
      return (
        <TextInput
          {...labelled}
          {...common}
          value={textOf(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

/** A group's column as the question shape the inputs take. */
export const columnQuestion = (column: TOrganizerColumn) => ({
  key: column.key,
  kind: column.kind,
  options: column.options,
  required: column.required,
});
