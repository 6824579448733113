import type { TOrganizer, TOrganizerAnswerValue, TOrganizerQuestion } from '@ledgerport/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../../lib/formats.ts';
import { AnswerNote } from './answer-note.tsx';
import { FileQuestion } from './file-question.tsx';
import { GroupTable } from './group-table.tsx';
import { ScalarInput } from './question-input.tsx';
import type { TAnswerNote } from './use-answer-saver.ts';

export type TQuestionBlockProps = {
  question: TOrganizerQuestion;
  /** Null in the builder's preview: nothing is sent. */
  organizer: TOrganizer | null;
  value: TOrganizerAnswerValue | undefined;
  onChange: (value: TOrganizerAnswerValue) => void;
  disabled: boolean;
  note?: TAnswerNote;
  /** The signed-in user's name: "changed by" is said of others' answers only. */
  selfName?: string;
};

/** One question as the client sees it: the input, the firm's comment on it, and whether the answer is saved. */
export function QuestionBlock({ question, organizer, value, onChange, disabled, note, selfName }: TQuestionBlockProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const answer = organizer?.answers[question.key];
  const comment = organizer?.comments[question.key];
  const description = question.help || undefined;
  const byOther = answer && !note && selfName !== undefined && answer.by_name !== selfName;

  let input;
  if (question.kind === 'file') {
    input = (
      <FileQuestion
        organizer={organizer}
        questionKey={question.key}
        label={question.label}
        description={description}
        required={question.required}
        answer={answer}
        disabled={disabled}
      />
    );
  } else if (question.kind === 'group') {
    input = (
      <GroupTable
        question={question}
        label={question.label}
        description={description}
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
    );
  } else {
    input = (
      <ScalarInput
        question={question}
        label={question.label}
        description={description}
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
    );
  }

  return (
    <Stack gap={4} data-question={question.key}>
      {comment && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconMessage size={18} aria-hidden />}
          title={t('organizers.answer.firmComment')}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.text}
          </Text>
          <Text size="xs" c="dimmed">
            {t('organizers.answer.commentBy', { name: comment.by_name, time: dateTime(comment.at) })}
          </Text>
        </Alert>
      )}
      {input}
      <AnswerNote note={note} />
      {byOther && (
        <Text size="xs" c="dimmed">
          {t('organizers.answer.changedBy', { name: answer.by_name, time: dateTime(answer.at) })}
        </Text>
      )}
    </Stack>
  );
}
