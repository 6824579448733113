import type { TIncidentDetail, TUpdateIncidentRequest } from '@ledgerport/contract';
import { Alert, Button, Card, Group, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';

type TUpdateProps = {
  incident: TIncidentDetail;
  onSave: (body: TUpdateIncidentRequest) => void;
  pending: boolean;
  error: unknown;
};

/** The incident's running notes, and closing it (or opening it again) with them. */
export function IncidentUpdateCard({ incident, onSave, pending, error }: TUpdateProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [notes, setNotes] = useState(incident.notes);
  const open = incident.status === 'OPEN';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="incident-notes">
      <Stack gap="sm">
        <Title order={2} size="h4" id="incident-notes">
          {t('compliance.incidents.notes')}
        </Title>
        {error != null && (
          <Alert color="red" variant="light">
            {errorText(error)}
          </Alert>
        )}
        <Textarea
          aria-labelledby="incident-notes"
          description={t('compliance.incident.notesHint')}
          autosize
          minRows={4}
          maxLength={4000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" loading={pending} onClick={() => onSave({ notes })}>
            {t('compliance.incident.saveNotes')}
          </Button>
          <Button
            color={open ? 'red' : undefined}
            loading={pending}
            onClick={() => onSave({ notes, status: open ? 'CLOSED' : 'OPEN' })}
          >
            {t(open ? 'compliance.incident.close' : 'compliance.incident.reopen')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
