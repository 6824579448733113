import type { TTenantSheetField } from '@ledgerport/contract';
import { Button, Card, Checkbox, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSelect, useInviteeLocale } from '../../../components/language-select.tsx';
import { useImportBulkTenants } from '../api/import-bulk-tenants.ts';
import { TENANT_SHEET } from './bulk-sheets.ts';
import { SelectionProblem } from './selection-problem.tsx';
import { SendProgress } from './send-progress.tsx';
import { SpreadsheetIntake } from './spreadsheet-intake.tsx';
import { SubmitFailure } from './submit-failure.tsx';
import { useSheetIntake } from './use-sheet-intake.ts';
import { useSheetSubmission } from './use-sheet-submission.ts';
import { paths } from '@ledgerport/contract';

/** Spec §4: back to the tenant list 2 seconds after a successful import. */
const TENANTS_REDIRECT_MS = 2000;

/**
 * Bulk Tenant Create (spec §2): the intake with the tenant columns, an option to invite each primary contact as
 * the tenant's owner (in the language chosen here, the firm's unless changed, or a row's own Language cell), and
 * 'Send Files'. The server creates every selected tenant or, when any row has a
 * problem, none.
 */
export function TenantImport() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const intake = useSheetIntake(TENANT_SHEET);
  const mutation = useImportBulkTenants();
  const submission = useSheetSubmission(intake, mutation);
  const [inviteOwners, setInviteOwners] = useState(false);
  const [ownerLocale, setOwnerLocale] = useInviteeLocale();
  const done = mutation.isSuccess;
  const busy = mutation.isPending || done;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(paths.tenants), TENANTS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = () => {
    const selected = submission.checkSelection();
    if (!selected) return;
    submission.send(
      (selectedRows, edits) => ({
        selected_rows: selectedRows,
        edits,
        invite_owners: inviteOwners,
        ...(inviteOwners && { owner_locale: ownerLocale }),
      }),
      selected,
      {
        onSuccess: (result) =>
          notifications.show({
            color: 'green',
            title: t('bulk.submitted'),
            message: t('bulk.tenants.created', { count: result.created, invited: result.invited }),
          }),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <SpreadsheetIntake
          intake={intake}
          headers={TENANT_SHEET.headers}
          columnLabel={(field: TTenantSheetField) => t(`bulk.tenantColumns.${field}`)}
          disabled={busy}
        />
        <Checkbox
          label={t('bulk.tenants.inviteOwners')}
          description={t('bulk.tenants.inviteOwnersHint')}
          checked={inviteOwners}
          onChange={(event) => setInviteOwners(event.currentTarget.checked)}
          disabled={busy}
        />
        {inviteOwners && (
          <LanguageSelect
            label={t('bulk.tenants.ownerLanguage')}
            description={t('bulk.tenants.ownerLanguageHint')}
            value={ownerLocale}
            onChange={setOwnerLocale}
            disabled={busy}
          />
        )}
        {submission.selectionProblem && <SelectionProblem problem={submission.selectionProblem} />}
        {submission.progress !== null && intake.file && (
          <SendProgress fileName={intake.file.name} percent={submission.progress} />
        )}
        {submission.failure && <SubmitFailure {...submission.failure} fallbackKey="bulk.tenants.failed" />}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.tenants} variant="default">
            {t('bulk.cancel')}
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            loading={mutation.isPending}
            disabled={done}
            onClick={submit}
          >
            {t('bulk.tenants.send')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
