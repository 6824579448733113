import type { TOrganizer, TOrganizerAnswerValue, TOrganizerQuestion, TOrganizerSection } from '@ledgerport/contract';
import { Alert, Button, Card, Group, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconHistory } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredProgress, shownQuestions } from './answer-logic.ts';
import { QuestionBlock } from './question-block.tsx';
import type { TAnswerNote } from './use-answer-saver.ts';

export type TOrganizerFormProps = {
  sections: TOrganizerSection[];
  /** Null in the builder's preview. */
  organizer: TOrganizer | null;
  valueOf: (key: string) => TOrganizerAnswerValue | undefined;
  onChange: (question: TOrganizerQuestion, value: TOrganizerAnswerValue) => void;
  editable: boolean;
  notes?: Record<string, TAnswerNote>;
  selfName?: string;
  /** A rolled-forward section confirmed as still true. */
  onConfirmSection?: (sectionKey: string) => void;
  confirming?: string | null;
  /** Under the last section: Submit and what is missing. */
  footer?: ReactNode;
  /** Opens at this section (the "missing" list jumps to one). */
  sectionIndex?: number;
  onSectionIndex?: (index: number) => void;
};

/**
 * The answer screen's body, shared by the client's screen and the builder's preview: the progress, one section
 * at a time with its shown questions (a condition shows or hides a question as answers change), and the way
 * between sections.
 */
export function OrganizerForm(props: TOrganizerFormProps) {
  const { sections, organizer, valueOf, onChange, editable, notes, selfName } = props;
  const { t } = useTranslation();
  const [ownIndex, setOwnIndex] = useState(0);
  const index = Math.min(props.sectionIndex ?? ownIndex, sections.length - 1);
  const heading = useRef<HTMLHeadingElement>(null);
  const go = (next: number) => {
    setOwnIndex(next);
    props.onSectionIndex?.(next);
    // The new section's heading takes the focus, so the keyboard and a screen reader start at its top.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const shown = shownQuestions(sections, valueOf);
  const progress = requiredProgress(sections, valueOf);
  const section = sections[index]!;
  const prefilled = organizer?.prefilled_sections.find((entry) => entry.key === section.key);
  const isLast = index === sections.length - 1;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" id="organizer-progress">
          {t('organizers.answer.progress', { answered: progress.answered, required: progress.required })}
        </Text>
        {/* The section carries role="progressbar": its name must be on it, not on the root. */}
        <Progress.Root>
          <Progress.Section
            value={progress.required === 0 ? 100 : (progress.answered / progress.required) * 100}
            aria-labelledby="organizer-progress"
          />
        </Progress.Root>
      </Stack>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('organizers.answer.section')}
          data={sections.map((entry, i) => ({
            value: String(i),
            label: t('organizers.answer.sectionOption', { number: i + 1, count: sections.length, title: entry.title }),
          }))}
          value={String(index)}
          onChange={(value) => value !== null && go(Number(value))}
          allowDeselect={false}
          style={{ flex: '1 1 14rem' }}
        />
      </Group>
      <Card withBorder radius="md" padding="md">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h3" ref={heading} tabIndex={-1}>
              {section.title}
            </Title>
            {section.help && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {section.help}
              </Text>
            )}
          </Stack>
          {prefilled && !prefilled.confirmed && (
            <Alert
              color="blue"
              variant="light"
              icon={<IconHistory size={18} aria-hidden />}
              title={t('organizers.answer.stillTrue')}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('organizers.answer.stillTrueText')}</Text>
                {editable && props.onConfirmSection && (
                  <Button
                    size="xs"
                    onClick={() => props.onConfirmSection?.(section.key)}
                    loading={props.confirming === section.key}
                    loaderProps={{ 'aria-hidden': true }}
                  >
                    {t('organizers.answer.confirmStillTrue')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          {prefilled?.confirmed && (
            <Text size="sm" c="green.8">
              {t('organizers.answer.confirmed')}
            </Text>
          )}
          {section.questions
            .filter((question) => shown.has(question.key))
            .map((question) => (
              <QuestionBlock
                key={question.key}
                question={question}
                organizer={organizer}
                value={valueOf(question.key)}
                onChange={(value) => onChange(question, value)}
                disabled={!editable}
                note={notes?.[question.key]}
                selfName={selfName}
              />
            ))}
        </Stack>
      </Card>
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          {t('organizers.answer.previous')}
        </Button>
        {!isLast && (
          <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={() => go(index + 1)}>
            {t('organizers.answer.next')}
          </Button>
        )}
      </Group>
      {props.footer}
    </Stack>
  );
}
