import type { TMessageThread } from '@ledgerport/contract';
import { Alert, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useStaffMembers } from '../api/staff-members.ts';
import { useAssignThread } from '../api/threads.ts';
import { LinkChip } from './link-chip.tsx';

/** The thread's subject, what it is about and, for staff, who at the firm answers it. */
export function ThreadHead({ thread, isStaff }: { thread: TMessageThread; isStaff: boolean }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
        <Stack gap={4}>
          {thread.link && <LinkChip tenantUuid={thread.tenant_uuid} link={thread.link} isStaff={isStaff} />}
          <Text size="sm" c="dimmed">
            {thread.tenant_name}
          </Text>
        </Stack>
        {isStaff && <AssigneeSelect thread={thread} />}
      </Group>
    </Paper>
  );
}

function AssigneeSelect({ thread }: { thread: TMessageThread }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const staff = useStaffMembers();
  const assign = useAssignThread(thread.tenant_uuid, thread.uuid);
  const options = (staff.data?.data ?? []).map((s) => ({ value: s.uuid, label: s.name }));
  if (thread.assignee && !options.some((o) => o.value === thread.assignee?.uuid)) {
    options.unshift({ value: thread.assignee.uuid, label: thread.assignee.name });
  }
  return (
    <Stack gap={4} miw={220}>
      <Select
        label={t('messages.assignee')}
        placeholder={t('messages.assigneeNobody')}
        data={options}
        value={thread.assignee?.uuid ?? null}
        onChange={(uuid) => assign.mutate(uuid)}
        searchable
        clearable
        disabled={assign.isPending}
      />
      {assign.isError && (
        <Alert color="red" variant="light" p="xs">
          {errorText(assign.error)}
        </Alert>
      )}
    </Stack>
  );
}
