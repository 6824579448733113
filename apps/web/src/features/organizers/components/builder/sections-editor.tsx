import { ORGANIZER_LIMITS, type TOrganizerQuestion, type TOrganizerSection } from '@ledgerport/contract';
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { moveItem, newQuestion, newSection, type TDraftProblem } from './draft.ts';
import { QuestionEditor } from './question-editor.tsx';
import { SortableCard } from './sortable-card.tsx';
import { SortableList } from './sortable-list.tsx';

type TSectionsEditorProps = {
  sections: TOrganizerSection[];
  onChange: (sections: TOrganizerSection[]) => void;
  problems: TDraftProblem[];
};

/** The template's sections and their questions, each reordered by drag or by its up and down buttons. */
export function SectionsEditor({ sections, onChange, problems }: TSectionsEditorProps) {
  const { t } = useTranslation();
  const questionCount = sections.reduce((sum, section) => sum + section.questions.length, 0);
  const sectionName = (section: TOrganizerSection, index: number) =>
    section.title || t('organizers.builder.sectionNumber', { number: index + 1 });
  const setSection = (index: number, section: TOrganizerSection) =>
    onChange(sections.map((s, i) => (i === index ? section : s)));

  return (
    <Stack gap="md">
      <SortableList
        ids={sections.map((section) => section.key)}
        onMove={(from, to) => onChange(moveItem(sections, from, to))}
        nameOf={(key) => {
          const index = sections.findIndex((section) => section.key === key);
          return index < 0 ? key : sectionName(sections[index]!, index);
        }}
      >
        {sections.map((section, s) => (
          <SortableCard
            key={section.key}
            id={section.key}
            level="section"
            name={sectionName(section, s)}
            index={s}
            count={sections.length}
            onMove={(from, to) => onChange(moveItem(sections, from, to))}
            onRemove={() => onChange(sections.filter((_, i) => i !== s))}
            header={
              <TextInput
                label={t('organizers.builder.sectionTitle')}
                value={section.title}
                maxLength={500}
                required
                onChange={(event) => setSection(s, { ...section, title: event.currentTarget.value })}
                error={
                  problems.some((p) => p.section === s && p.question === undefined && p.key === 'titleRequired')
                    ? t('organizers.builder.problems.titleRequired')
                    : undefined
                }
              />
            }
          >
            <Stack gap="sm">
              <Textarea
                label={t('organizers.builder.sectionHelp')}
                autosize
                minRows={1}
                maxLength={2000}
                value={section.help}
                onChange={(event) => setSection(s, { ...section, help: event.currentTarget.value })}
              />
              <Text size="sm" fw={500}>
                {t('organizers.builder.questions')}
              </Text>
              <QuestionsList
                sections={sections}
                sectionIndex={s}
                onQuestions={(questions) => setSection(s, { ...section, questions })}
                problems={problems.filter((problem) => problem.section === s && problem.question !== undefined)}
              />
              <div>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  disabled={questionCount >= ORGANIZER_LIMITS.questions}
                  onClick={() =>
                    setSection(s, {
                      ...section,
                      questions: [...section.questions, newQuestion(sections, t('organizers.builder.newQuestion'))],
                    })
                  }
                >
                  {t('organizers.builder.addQuestion')}
                </Button>
              </div>
            </Stack>
          </SortableCard>
        ))}
      </SortableList>
      <div>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={sections.length >= ORGANIZER_LIMITS.sections || questionCount >= ORGANIZER_LIMITS.questions}
          onClick={() =>
            onChange([
              ...sections,
              newSection(sections, t('organizers.builder.newSection'), t('organizers.builder.newQuestion')),
            ])
          }
        >
          {t('organizers.builder.addSection')}
        </Button>
      </div>
    </Stack>
  );
}

function QuestionsList({
  sections,
  sectionIndex,
  onQuestions,
  problems,
}: {
  sections: TOrganizerSection[];
  sectionIndex: number;
  onQuestions: (questions: TOrganizerQuestion[]) => void;
  problems: TDraftProblem[];
}) {
  const { t } = useTranslation();
  const questions = sections[sectionIndex]!.questions;
  const nameOf = (question: TOrganizerQuestion, index: number) =>
    question.label || t('organizers.builder.questionNumber', { number: index + 1 });
  const move = (from: number, to: number) => onQuestions(moveItem(questions, from, to));
  return (
    <Stack gap="sm">
      <SortableList
        ids={questions.map((question) => question.key)}
        onMove={move}
        nameOf={(key) => {
          const index = questions.findIndex((question) => question.key === key);
          return index < 0 ? key : nameOf(questions[index]!, index);
        }}
      >
        {questions.map((question, q) => (
          <SortableCard
            key={question.key}
            id={question.key}
            level="question"
            name={nameOf(question, q)}
            index={q}
            count={questions.length}
            onMove={move}
            onRemove={() => onQuestions(questions.filter((_, i) => i !== q))}
            header={
              <Text size="sm" fw={600} mt={6} lineClamp={1}>
                {nameOf(question, q)}
              </Text>
            }
          >
            <QuestionEditor
              sections={sections}
              sectionIndex={sectionIndex}
              questionIndex={q}
              question={question}
              onChange={(next) => onQuestions(questions.map((other, i) => (i === q ? next : other)))}
              problems={problems.filter((problem) => problem.question === q)}
            />
          </SortableCard>
        ))}
      </SortableList>
    </Stack>
  );
}
