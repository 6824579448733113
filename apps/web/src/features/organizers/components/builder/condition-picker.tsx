import type { TOrganizerCondition, TOrganizerQuestion, TOrganizerSection } from '@ledgerport/contract';
import { MultiSelect, Select, SimpleGrid, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { conditionCandidates } from './draft.ts';

type TConditionPickerProps = {
  sections: TOrganizerSection[];
  sectionIndex: number;
  questionIndex: number;
  value: TOrganizerCondition | undefined;
  onChange: (condition: TOrganizerCondition | undefined) => void;
  /** The question's label, naming the inputs for screen readers. */
  label: string;
};

/**
 * "Show only when…": an earlier question whose answer can be tested (so a condition never looks ahead and never
 * loops), and the answers that show this one.
 */
export function ConditionPicker({
  sections,
  sectionIndex,
  questionIndex,
  value,
  onChange,
  label,
}: TConditionPickerProps) {
  const { t } = useTranslation();
  const candidates = conditionCandidates(sections, sectionIndex, questionIndex);
  const target = candidates.find((question) => question.key === value?.question);
  const choose = (key: string | null) => {
    const next = candidates.find((question) => question.key === key);
    onChange(next ? { question: next.key, any_of: next.kind === 'yes_no' ? [true] : [] } : undefined);
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('organizers.builder.showIf')}
        aria-label={t('organizers.builder.showIfOf', { question: label })}
        placeholder={t('organizers.builder.always')}
        data={candidates.map((question) => ({ value: question.key, label: question.label }))}
        value={target ? target.key : null}
        onChange={choose}
        clearable
        nothingFoundMessage={t('organizers.builder.noCandidates')}
      />
      {target && value && <ConditionValues target={target} value={value} onChange={onChange} label={label} />}
    </SimpleGrid>
  );
}

function ConditionValues({
  target,
  value,
  onChange,
  label,
}: {
  target: TOrganizerQuestion;
  value: TOrganizerCondition;
  onChange: (condition: TOrganizerCondition) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const common = {
    label: t('organizers.builder.whenAnswer'),
    'aria-label': t('organizers.builder.whenAnswerOf', { question: label }),
  };
  const set = (any_of: TOrganizerCondition['any_of']) => onChange({ question: target.key, any_of });
  if (target.kind === 'yes_no') {
    return (
      <Select
        {...common}
        data={[
          { value: 'yes', label: t('organizers.answer.yes') },
          { value: 'no', label: t('organizers.answer.no') },
        ]}
        value={value.any_of[0] === false ? 'no' : 'yes'}
        onChange={(next) => set([next !== 'no'])}
        allowDeselect={false}
      />
    );
  }
  if (target.kind === 'choice' || target.kind === 'choices') {
    return (
      <MultiSelect
        {...common}
        data={target.options ?? []}
        value={value.any_of.filter((item): item is string => typeof item === 'string')}
        onChange={set}
      />
    );
  }
  return (
    <TagsInput
      {...common}
      description={t('organizers.builder.whenAnswerHelp')}
      value={value.any_of.map(String)}
      onChange={(items) => set(target.kind === 'number' ? items.map(Number).filter((n) => Number.isFinite(n)) : items)}
    />
  );
}
