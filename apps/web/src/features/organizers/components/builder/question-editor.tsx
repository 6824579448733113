import {
  ORGANIZER_LIMITS,
  ORGANIZER_QUESTION_KINDS,
  type TOrganizerQuestion,
  type TOrganizerQuestionKind,
  type TOrganizerSection,
} from '@ledgerport/contract';
import {
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsEditor } from './columns-editor.tsx';
import { ConditionPicker } from './condition-picker.tsx';
import { withKind, type TDraftProblem } from './draft.ts';

type TQuestionEditorProps = {
  sections: TOrganizerSection[];
  sectionIndex: number;
  questionIndex: number;
  question: TOrganizerQuestion;
  onChange: (question: TOrganizerQuestion) => void;
  problems: TDraftProblem[];
};

/** One question of the builder: its kind, label, help, whether it is required, and what its kind needs. */
export function QuestionEditor({
  sections,
  sectionIndex,
  questionIndex,
  question,
  onChange,
  problems,
}: TQuestionEditorProps) {
  const { t } = useTranslation();
  const name = question.label || t('organizers.builder.questionNumber', { number: questionIndex + 1 });
  const problemText = (keys: string[]) => {
    const found = problems.filter((problem) => keys.includes(problem.key));
    return found.length > 0
      ? found.map((problem) => t(`organizers.builder.problems.${problem.key}`)).join(' ')
      : undefined;
  };
  const numeric = question.kind === 'number' || question.kind === 'money';
  const limit = (value: string | number) => (typeof value === 'number' ? value : undefined);

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('organizers.builder.questionLabel')}
          value={question.label}
          maxLength={500}
          required
          onChange={(event) => onChange({ ...question, label: event.currentTarget.value })}
          error={problemText(['labelRequired', 'keyTwice'])}
        />
        <Select
          label={t('organizers.builder.kind')}
          aria-label={t('organizers.builder.kindOf', { question: name })}
          data={ORGANIZER_QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`organizers.kinds.${kind}`) }))}
          value={question.kind}
          allowDeselect={false}
          onChange={(kind) =>
            onChange(
              withKind(question, (kind ?? 'short_text') as TOrganizerQuestionKind, t('organizers.builder.newColumn')),
            )
          }
        />
      </SimpleGrid>
      <Textarea
        label={t('organizers.builder.help')}
        autosize
        minRows={1}
        maxLength={2000}
        value={question.help}
        onChange={(event) => onChange({ ...question, help: event.currentTarget.value })}
      />
      <Checkbox
        label={t('organizers.builder.requiredQuestion')}
        checked={question.required}
        onChange={(event) => onChange({ ...question, required: event.currentTarget.checked })}
      />
      {(question.kind === 'choice' || question.kind === 'choices') && (
        <TagsInput
          label={t('organizers.builder.options')}
          description={t('organizers.builder.optionsHelp')}
          value={question.options ?? []}
          maxTags={ORGANIZER_LIMITS.options}
          onChange={(options) => onChange({ ...question, options })}
          error={problemText(['needsOptions'])}
        />
      )}
      {numeric && (
        <Group gap="sm" grow>
          <NumberInput
            label={t('organizers.builder.min')}
            value={question.min ?? ''}
            onChange={(value) => onChange({ ...question, min: limit(value) })}
            error={problemText(['minAboveMax'])}
          />
          <NumberInput
            label={t('organizers.builder.max')}
            value={question.max ?? ''}
            onChange={(value) => onChange({ ...question, max: limit(value) })}
          />
        </Group>
      )}
      {question.kind === 'group' && (
        <ColumnsEditor columns={question.columns ?? []} onChange={(columns) => onChange({ ...question, columns })} />
      )}
      {question.kind === 'group' && problemText(['needsColumns', 'columnLabelRequired']) && (
        <Text size="xs" c="red">
          {problemText(['needsColumns', 'columnLabelRequired'])}
        </Text>
      )}
      <ConditionPicker
        sections={sections}
        sectionIndex={sectionIndex}
        questionIndex={questionIndex}
        value={question.show_if}
        label={name}
        onChange={(show_if) => {
          const next = { ...question, show_if };
          if (!show_if) delete next.show_if;
          onChange(next);
        }}
      />
      {problemText(['looksBack', 'conditionKind', 'conditionValues']) && (
        <Text size="xs" c="red" role="alert">
          {problemText(['looksBack', 'conditionKind', 'conditionValues'])}
        </Text>
      )}
    </Stack>
  );
}
