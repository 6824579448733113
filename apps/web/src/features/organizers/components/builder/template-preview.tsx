import type { TOrganizerAnswerValue, TOrganizerSection } from '@ledgerport/contract';
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganizerForm } from '../answer/organizer-form.tsx';

/**
 * The template as the client will see it, with the answer screen's own components: answers given here stay in
 * this preview (nothing is sent), so conditions can be tried out.
 */
export function TemplatePreview({ sections }: { sections: TOrganizerSection[] }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Record<string, TOrganizerAnswerValue>>({});
  return (
    <>
      <Alert color="gray" variant="light" mb="md">
        {t('organizers.builder.previewNote')}
      </Alert>
      <OrganizerForm
        sections={sections}
        organizer={null}
        valueOf={(key) => answers[key]}
        onChange={(question, value) => setAnswers((current) => ({ ...current, [question.key]: value }))}
        editable
      />
    </>
  );
}
