import type { TOrganizerTemplateSummary, TSendOrganizerResult } from '@ledgerport/contract';
import { Alert, Button, Group, Modal, NumberInput, ScrollArea, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantMultiSelect } from '../../../../components/company/tenant-multi-select.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { isCalendarDay } from '../../../../lib/calendar-day.ts';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useCompanyUsers } from '../../api/get-company-users.ts';
import { useSendOrganizer } from '../../api/send-organizer.ts';
import { SendResults } from './send-results.tsx';

/** The open company list's height at most, in px; the dialog's body grows by it while the list is open. */
const LIST_HEIGHT = 180;

type TSendOrganizerModalProps = { template: TOrganizerTemplateSummary | null; onClose: () => void };

/** Send a template's organizer to chosen companies (or one named person of one company), then what was sent. */
export function SendOrganizerModal({ template, onClose }: TSendOrganizerModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={template !== null}
      onClose={onClose}
      title={template ? t('organizers.send.title', { name: template.name }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {template && <SendForm key={template.uuid} template={template} onClose={onClose} />}
    </Modal>
  );
}

function SendForm({ template, onClose }: { template: TOrganizerTemplateSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const send = useSendOrganizer();
  // A tax season asks about the year just ended.
  const [taxYear, setTaxYear] = useState<number>(new Date().getFullYear() - 1);
  // The title names the year until the user writes their own.
  const [ownTitle, setOwnTitle] = useState<string | null>(null);
  const title = ownTitle ?? `${template.name} ${taxYear}`;
  const [dueOn, setDueOn] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const [recipient, setRecipient] = useState<string>('');
  const [listOpen, setListOpen] = useState(false);
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<TSendOrganizerResult | null>(null);
  const single = chosen.length === 1 ? chosen[0]! : null;
  const users = useCompanyUsers(single);
  /** A field the server refused (its 400 names it), in the user's language. */
  const issue = (field: string) => {
    const found = isApiError(send.error) ? send.error.details.find((detail) => detail.field === field) : undefined;
    return found ? fieldIssueText(found) : undefined;
  };
  const problems = {
    companies: chosen.length === 0 ? t('organizers.send.chooseCompany') : undefined,
    title: title.trim() ? undefined : t('organizers.send.titleRequired'),
    year: taxYear >= 2000 && taxYear <= 2100 ? undefined : t('organizers.send.yearInvalid'),
    due: isCalendarDay(dueOn) ? undefined : t('organizers.send.dueRequired'),
  };

  const submit = () => {
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    send.mutate(
      {
        templateUuid: template.uuid,
        body: {
          tenant_uuids: chosen,
          ...(single && recipient ? { recipient_user_uuid: recipient } : {}),
          title: title.trim(),
          tax_year: taxYear,
          due_on: dueOn,
        },
      },
      { onSuccess: setResult },
    );
  };

  if (result) return <SendResults result={result} names={names} onClose={onClose} />;

  return (
    <Stack gap="md">
      <ScrollArea.Autosize
        mah="calc(100dvh - 16rem)"
        type="auto"
        scrollbars="y"
        offsetScrollbars="y"
        styles={{ content: { minWidth: 0 } }}
      >
        <Stack gap="md" pb={listOpen ? LIST_HEIGHT : 0}>
          {send.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(send.error)}
            </Alert>
          )}
          <TenantMultiSelect
            label={t('organizers.send.companies')}
            placeholder={t('organizers.send.companiesPlaceholder')}
            value={chosen}
            onChange={(uuids, known) => {
              setChosen(uuids);
              setNames(known);
              setRecipient('');
            }}
            onDropdownOpen={() => setListOpen(true)}
            onDropdownClose={() => setListOpen(false)}
            maxDropdownHeight={LIST_HEIGHT}
            error={tried ? problems.companies : undefined}
          />
          {single && (
            <Select
              label={t('organizers.send.recipient')}
              description={t('organizers.send.recipientHelp')}
              data={[
                { value: '', label: t('organizers.send.allUsers') },
                ...(users.data?.data ?? [])
                  .filter((user) => user.status === 'ACTIVE')
                  .map((user) => ({ value: user.uuid, label: `${user.name} (${user.email})` })),
              ]}
              value={recipient}
              onChange={(value) => setRecipient(value ?? '')}
              allowDeselect={false}
              error={issue('recipient_user_uuid')}
            />
          )}
          <TextInput
            label={t('organizers.send.organizerTitle')}
            value={title}
            maxLength={200}
            required
            onChange={(event) => setOwnTitle(event.currentTarget.value)}
            error={(tried && problems.title) || issue('title')}
          />
          <Group grow gap="sm" align="flex-start">
            <NumberInput
              label={t('organizers.send.taxYear')}
              value={taxYear}
              min={2000}
              max={2100}
              allowDecimal={false}
              required
              onChange={(value) => setTaxYear(typeof value === 'number' ? value : Number(value))}
              error={(tried && problems.year) || issue('tax_year')}
            />
            <TextInput
              type="date"
              label={t('organizers.send.dueOn')}
              value={dueOn}
              required
              onChange={(event) => setDueOn(event.currentTarget.value)}
              error={(tried && problems.due) || issue('due_on')}
            />
          </Group>
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={send.isPending} loaderProps={{ 'aria-hidden': true }}>
          {t('organizers.send.send')}
        </Button>
      </Group>
    </Stack>
  );
}
