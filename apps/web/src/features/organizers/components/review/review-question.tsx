import type { TOrganizer, TOrganizerQuestion } from '@ledgerport/contract';
import { Anchor, Badge, Grid, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@ledgerport/contract';
import { useFormats } from '../../../../lib/formats.ts';
import { AnswerText, valueText } from './answer-text.tsx';

type TReviewQuestionProps = {
  organizer: TOrganizer;
  question: TOrganizerQuestion;
  shown: boolean;
  comment: string;
  onComment: (text: string) => void;
  /** Comments can be written while the organizer waits for staff (submitted). */
  commenting: boolean;
};

/** One question beside its answer: who gave it, what changed since last year, its files, and a comment box. */
export function ReviewQuestion({ organizer, question, shown, comment, onComment, commenting }: TReviewQuestionProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const answer = organizer.answers[question.key];
  const changed = answer?.last_year !== undefined;
  // The comment of the last return, while the client works on it.
  const sentComment = organizer.status === 'OPEN' ? organizer.comments[question.key] : undefined;
  const yesNo = (yes: boolean) => (yes ? t('organizers.answer.yes') : t('organizers.answer.no'));

  return (
    <Grid gap="sm" data-question={question.key}>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Stack gap={2}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {question.label}
            </Text>
            {question.required && (
              <Badge size="xs" variant="light" color="gray" tt="none">
                {t('organizers.review.required')}
              </Badge>
            )}
          </Group>
          {question.help && (
            <Text size="xs" c="dimmed">
              {question.help}
            </Text>
          )}
          {!shown && (
            <Text size="xs" c="dimmed" fs="italic">
              {t('organizers.review.notShown')}
            </Text>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap={4}>
          {changed && (
            <Badge color="orange" variant="light" tt="none" style={{ alignSelf: 'flex-start' }}>
              {t('organizers.review.changedSinceLastYear')}
            </Badge>
          )}
          {question.kind === 'file' ? (
            (answer?.files ?? []).length > 0 ? (
              <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {(answer?.files ?? []).map((file) => (
                  <Group key={file.uuid} component="li" gap={4} wrap="nowrap">
                    <IconPaperclip size={14} aria-hidden />
                    <Anchor component={Link} to={paths.company(organizer.tenant_uuid)} size="sm">
                      {file.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {formats.fileSize(file.size)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            ) : (
              <AnswerText question={question} value={undefined} formats={formats} />
            )
          ) : (
            <AnswerText question={question} value={answer?.value} formats={formats} />
          )}
          {changed && question.kind !== 'group' && (
            <Text size="xs" c="dimmed">
              {t('organizers.review.lastYear', {
                value: valueText(question.kind, answer?.last_year, formats, yesNo) || t('organizers.review.noAnswer'),
              })}
            </Text>
          )}
          {answer && (
            <Text size="xs" c="dimmed">
              {t('organizers.answer.changedBy', { name: answer.by_name, time: formats.dateTime(answer.at) })}
            </Text>
          )}
          {sentComment && (
            <Text size="xs" c="orange.8">
              {t('organizers.review.sentComment', { text: sentComment.text, name: sentComment.by_name })}
            </Text>
          )}
          {commenting && shown && (
            <Textarea
              size="xs"
              autosize
              minRows={1}
              maxLength={2000}
              label={t('organizers.review.comment')}
              aria-label={t('organizers.review.commentLabel', { question: question.label })}
              placeholder={t('organizers.review.commentPlaceholder')}
              value={comment}
              onChange={(event) => onComment(event.currentTarget.value)}
            />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
