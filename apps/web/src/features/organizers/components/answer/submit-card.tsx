import type { TOrganizerSection } from '@ledgerport/contract';
import { Alert, Anchor, Button, Card, List, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../lib/error-text.ts';
import type { TMissing } from './answer-logic.ts';

type TSubmitCardProps = {
  sections: TOrganizerSection[];
  missing: TMissing[];
  /** Answers given and not saved yet: submitting now would send the firm less than is on the screen. */
  unsaved: boolean;
  onSubmit: () => void;
  submitting: boolean;
  error: unknown;
  onOpenSection: (index: number) => void;
};

/** Submit, enabled once every required answer is given; until then, what is missing, each a way to its section. */
export function SubmitCard({ missing, unsaved, onSubmit, submitting, error, onOpenSection }: TSubmitCardProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const code = (error as { code?: string } | null)?.code;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        {missing.length > 0 ? (
          <>
            <Text size="sm" fw={500} id="organizer-missing">
              {t('organizers.answer.missing', { count: missing.length })}
            </Text>
            <List size="sm" spacing={2} aria-labelledby="organizer-missing">
              {missing.map(({ question, section, sectionIndex }) => (
                <List.Item key={question.key}>
                  <Anchor component="button" type="button" size="sm" onClick={() => onOpenSection(sectionIndex)}>
                    {t('organizers.answer.missingItem', { section: section.title, question: question.label })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text size="sm">{unsaved ? t('organizers.answer.waitForSave') : t('organizers.answer.readyToSubmit')}</Text>
        )}
        {error != null && (
          <Alert color="red" variant="light" role="alert">
            {code === 'ORGANIZER_INCOMPLETE' ? t('organizers.errors.ORGANIZER_INCOMPLETE') : errorText(error)}
          </Alert>
        )}
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          disabled={missing.length > 0 || unsaved}
          loading={submitting}
          loaderProps={{ 'aria-hidden': true }}
          onClick={onSubmit}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('organizers.answer.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
