import type { TRequestTemplateSummary } from '@ledgerport/contract';
import { Alert, Button, Group, Modal, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantMultiSelect } from '../../../components/company/tenant-multi-select.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useApplyRequestTemplate } from '../api/apply-request-template.ts';
import { useTemplateRepeats } from '../api/get-template-repeats.ts';
import { FirstPeriodSelect, monthStart } from './first-period-select.tsx';
import { TemplateRepeats } from './template-repeats.tsx';
import { TemplateRunProgress } from './template-run-progress.tsx';

/** The open client list's height at most, in px; the dialog's body grows by it while the list is open. */
const LIST_HEIGHT = 180;

type TApplyTemplateModalProps = { template: TRequestTemplateSummary | null; onClose: () => void };

/** Apply a template: to chosen clients (searched on the server) or to every active one, then its progress. */
export function ApplyTemplateModal({ template, onClose }: TApplyTemplateModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={template !== null}
      onClose={onClose}
      title={template ? t('requestTemplates.apply.title', { name: template.name }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {template && <ApplyTemplateForm key={template.uuid} template={template} onClose={onClose} />}
    </Modal>
  );
}

function ApplyTemplateForm({ template, onClose }: { template: TRequestTemplateSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const apply = useApplyRequestTemplate();
  const [mode, setMode] = useState<'chosen' | 'all'>('chosen');
  const [chosen, setChosen] = useState<string[]>([]);
  const toLabel = useId();
  const runUuid = apply.data?.run_uuid;
  const [firstPeriod, setFirstPeriod] = useState(() => monthStart(new Date().toISOString().slice(0, 10), 0));
  const [skipAll, setSkipAll] = useState(true);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [listOpen, setListOpen] = useState(false);
  const selection = mode === 'all' ? { all_tenants: true as const } : chosen.length > 0 ? { tenant_ids: chosen } : null;
  const repeats = useTemplateRepeats(template.uuid, selection);

  const start = () => {
    const skip = skipAll
      ? []
      : skipped.map((key) => {
          const [tenant_id, item_id] = key.split(' ') as [string, string];
          return { tenant_id, item_id };
        });
    const options = { first_period: firstPeriod, skip_repeats: skipAll, ...(skip.length > 0 ? { skip } : {}) };
    apply.mutate({
      uuid: template.uuid,
      body: mode === 'all' ? { all_tenants: true, ...options } : { tenant_ids: chosen, ...options },
    });
  };

  if (runUuid) {
    return (
      <Stack gap="md">
        <TemplateRunProgress runUuid={runUuid} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('requestTemplates.apply.close')}
          </Button>
        </Group>
      </Stack>
    );
  }

  // The body scrolls within the window and the buttons stay below it: a long list of chosen clients, the
  // repeats or an open client list never push them out of reach (issue 30; at 1280 and at 375 px).
  return (
    <Stack gap="md">
      <ScrollArea.Autosize
        mah="calc(100dvh - 16rem)"
        type="auto"
        scrollbars="y"
        offsetScrollbars="y"
        // Mantine's autosized body is at least as wide as its widest line; this one keeps to the dialog's width.
        styles={{ content: { minWidth: 0 } }}
      >
        <Stack gap="md" pb={listOpen ? LIST_HEIGHT : 0}>
          {apply.isError && (
            <Alert color="red" variant="light">
              {errorText(apply.error)}
            </Alert>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id={toLabel}>
              {t('requestTemplates.apply.to')}
            </Text>
            <SegmentedControl
              aria-labelledby={toLabel}
              fullWidth
              // Its two choices share a phone's width, each on two lines if it must.
              styles={{ label: { whiteSpace: 'normal' } }}
              value={mode}
              onChange={(value) => setMode(value as 'chosen' | 'all')}
              data={[
                { value: 'chosen', label: t('requestTemplates.apply.chosenTenants') },
                { value: 'all', label: t('requestTemplates.apply.allTenants') },
              ]}
            />
          </Stack>
          {mode === 'chosen' && (
            <TenantMultiSelect
              label={t('requestTemplates.apply.tenants')}
              placeholder={t('requestTemplates.apply.tenantsPlaceholder')}
              value={chosen}
              onChange={(uuids) => setChosen(uuids)}
              onDropdownOpen={() => setListOpen(true)}
              onDropdownClose={() => setListOpen(false)}
              maxDropdownHeight={LIST_HEIGHT}
            />
          )}
          <FirstPeriodSelect value={firstPeriod} onChange={setFirstPeriod} />
          <TemplateRepeats
            repeats={repeats}
            skipAll={skipAll}
            onSkipAll={setSkipAll}
            skipped={skipped}
            onSkipped={setSkipped}
          />
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('requestTemplates.form.cancel')}
        </Button>
        <Button
          onClick={start}
          disabled={mode === 'chosen' && chosen.length === 0}
          loading={apply.isPending}
          loaderProps={{ 'aria-hidden': true }}
        >
          {t('requestTemplates.apply.start')}
        </Button>
      </Group>
    </Stack>
  );
}
