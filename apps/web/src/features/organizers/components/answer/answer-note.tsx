import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useFormats } from '../../../../lib/formats.ts';
import type { TAnswerNote } from './use-answer-saver.ts';

/** Under a question: whether its answer is saved, waits for the connection, or was refused (and why). */
export function AnswerNote({ note }: { note: TAnswerNote | undefined }) {
  const { t, i18n } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const { dateTime } = useFormats();
  if (!note || note.kind === 'waiting') return null;
  switch (note.kind) {
    case 'saving':
      return (
        <Text size="xs" c="dimmed" role="status">
          {t('organizers.answer.saving')}
        </Text>
      );
    case 'saved':
      return (
        <Text size="xs" c={note.overwrote ? 'orange.8' : 'green.8'} role="status">
          {note.overwrote
            ? t('organizers.answer.savedOver', { name: note.overwrote.by_name, time: dateTime(note.overwrote.at) })
            : t('organizers.answer.saved')}
        </Text>
      );
    case 'offline':
      return (
        <Text size="xs" c="orange.8" role="status">
          {t('organizers.answer.notSavedYet')}
        </Text>
      );
    case 'invalid':
      return (
        <Text size="xs" c="red" role="alert">
          {t(`organizers.invalid.${note.problem.key}`, note.problem.values ?? {})}
        </Text>
      );
    case 'refused': {
      const error = note.error as { code?: string; details?: { field: string; message: string }[] } | null;
      const issue = error?.details?.[0];
      const byCode = error?.code ? `organizers.errors.${error.code}` : '';
      const text =
        byCode && i18n.exists(byCode)
          ? t(byCode)
          : issue && error?.code === 'VALIDATION_ERROR'
            ? fieldIssueText(issue)
            : errorText(note.error);
      return (
        <Text size="xs" c="red" role="alert">
          {t('organizers.answer.refused', { reason: text })}
        </Text>
      );
    }
  }
}
