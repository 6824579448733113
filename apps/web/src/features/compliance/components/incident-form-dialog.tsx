import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantMultiSelect } from '../../../components/company/tenant-multi-select.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import type { TCreateIncidentRequest, TIncidentDetail } from '@ledgerport/contract';
import { useCreateIncident } from '../api/incidents.ts';
import { PersonSelect } from './person-select.tsx';

/** A datetime-local value ('2026-11-30T09:15') read in the viewer's zone, as an ISO instant. */
const instant = (local: string) => (local ? new Date(local).toISOString() : '');
const nowLocal = () => {
  const now = new Date();
  now.setMinutes(now.getMinutes() - now.getTimezoneOffset());
  return now.toISOString().slice(0, 16);
};

type TErrors = Partial<Record<'title' | 'found_at' | 'window_from' | 'window_to', string>>;

/** Records an incident: what, when it was found, and its scope (the time window and who / where / which companies). */
export function IncidentFormDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (incident: TIncidentDetail) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('compliance.incidents.create')} centered size="lg">
      {opened && <IncidentForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function IncidentForm({ onClose, onCreated }: { onClose: () => void; onCreated: (i: TIncidentDetail) => void }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const create = useCreateIncident();
  const [title, setTitle] = useState('');
  const [foundAt, setFoundAt] = useState(nowLocal);
  const [windowFrom, setWindowFrom] = useState('');
  const [windowTo, setWindowTo] = useState(nowLocal);
  const [notes, setNotes] = useState('');
  const [tenants, setTenants] = useState<string[]>([]);
  const [person, setPerson] = useState<string | null>(null);
  const [ip, setIp] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const [dropdownRoom, setDropdownRoom] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: TErrors = {};
    if (!title.trim()) found.title = t('compliance.incidents.titleRequired');
    if (!foundAt) found.found_at = t('compliance.incidents.dateRequired');
    if (!windowFrom) found.window_from = t('compliance.incidents.dateRequired');
    if (!windowTo) found.window_to = t('compliance.incidents.dateRequired');
    else if (windowFrom && instant(windowFrom) > instant(windowTo))
      found.window_to = t('compliance.incidents.windowOrder');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: TCreateIncidentRequest = {
      title: title.trim(),
      found_at: instant(foundAt),
      window_from: instant(windowFrom),
      window_to: instant(windowTo),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      ...(person ? { scope_user_uuid: person } : {}),
      ...(ip.trim() ? { scope_ip: ip.trim() } : {}),
      ...(tenants.length ? { scope_tenant_uuids: tenants } : {}),
    };
    create.mutate(body, { onSuccess: onCreated });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {create.isError && (
          <Alert color="red" variant="light">
            {errorText(create.error)}
          </Alert>
        )}
        <TextInput
          label={t('compliance.incidents.what')}
          required
          data-autofocus
          maxLength={200}
          value={title}
          error={errors.title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <TextInput
          type="datetime-local"
          label={t('compliance.incidents.foundAt')}
          required
          value={foundAt}
          error={errors.found_at}
          onChange={(e) => setFoundAt(e.currentTarget.value)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={t('compliance.incidents.windowFrom')}
            required
            value={windowFrom}
            error={errors.window_from}
            onChange={(e) => setWindowFrom(e.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label={t('compliance.incidents.windowTo')}
            required
            value={windowTo}
            error={errors.window_to}
            onChange={(e) => setWindowTo(e.currentTarget.value)}
          />
        </Group>
        <TenantMultiSelect
          label={t('compliance.incidents.scopeCompanies')}
          value={tenants}
          onChange={(uuids) => setTenants(uuids)}
          maxDropdownHeight={200}
          onDropdownOpen={() => setDropdownRoom(true)}
          onDropdownClose={() => setDropdownRoom(false)}
        />
        <PersonSelect label={t('compliance.incidents.scopePerson')} value={person} onChange={setPerson} />
        <TextInput
          label={t('compliance.incidents.scopeIp')}
          maxLength={64}
          value={ip}
          onChange={(e) => setIp(e.currentTarget.value)}
        />
        <Textarea
          label={t('compliance.incidents.notes')}
          autosize
          minRows={2}
          maxLength={4000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        {dropdownRoom && <div style={{ height: 200 }} aria-hidden />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('compliance.incidents.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
