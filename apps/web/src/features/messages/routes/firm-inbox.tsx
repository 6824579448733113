import { paths } from '@ledgerport/contract';
import { Button, Checkbox, Group, Select, Switch } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { Can } from '../../../lib/permissions/can.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useFilterParam } from '../../../lib/use-filter-param.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useStaffMembers } from '../api/staff-members.ts';
import { useFirmInbox, type TInboxFilters } from '../api/threads.ts';
import { CompanyFilter } from '../components/company-filter.tsx';
import { ThreadsList } from '../components/threads-list.tsx';

const PER_PAGE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/** The inbox's filters, kept in the address beside the page and search so a reload shows the same view. */
function useInboxFilters() {
  const [searchParams] = useSearchParams();
  const setParam = useFilterParam();
  const filters: TInboxFilters = {
    tenantUuid: searchParams.get('company_uuid'),
    assignee: searchParams.get('assignee'),
    unreadOnly: searchParams.get('unread') === 'true',
    showAll: searchParams.get('waiting') === 'false',
  };
  return { filters, setParam };
}

/** /inbox: conversations waiting for the firm (or all of them), across the companies the user may see. */
export function FirmInboxRoute() {
  const { t } = useTranslation();
  const list = useListParams(PER_PAGE);
  const { filters, setParam } = useInboxFilters();
  const inbox = useFirmInbox(list.params, filters);
  const staff = useStaffMembers();
  const assigneeOptions = [
    { value: 'me', label: t('messages.inbox.me') },
    { value: 'none', label: t('messages.inbox.nobody') },
    ...(staff.data?.data ?? []).map((s) => ({ value: s.uuid, label: s.name })),
  ];

  return (
    <>
      <PageHeader
        title={t('messages.pages.messageInbox')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('messages.pages.messageInbox') }]}
      />
      <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
        <CompanyFilter value={filters.tenantUuid} onChange={(uuid) => setParam('company_uuid', uuid)} />
        <Select
          label={t('messages.inbox.responsible')}
          placeholder={t('messages.inbox.anyone')}
          data={assigneeOptions}
          value={filters.assignee}
          onChange={(value) => setParam('assignee', value)}
          clearable
          searchable
          w={{ base: '100%', sm: 200 }}
        />
        <Checkbox
          label={t('messages.inbox.unreadOnly')}
          checked={filters.unreadOnly}
          onChange={(event) => setParam('unread', event.currentTarget.checked ? 'true' : null)}
          mb={8}
        />
        <Switch
          label={t('messages.inbox.showAll')}
          checked={filters.showAll}
          onChange={(event) => setParam('waiting', event.currentTarget.checked ? 'false' : null)}
          mb={8}
        />
      </Group>
      <PagedListCard
        list={list}
        query={inbox}
        searchPlaceholder={t('messages.searchPlaceholder')}
        debounceMs={SEARCH_DEBOUNCE_MS}
        actions={
          <Group gap="xs">
            <Button
              component={Link}
              to={paths.savedReplies}
              variant="default"
              leftSection={<IconMessageReply size={16} aria-hidden />}
            >
              {t('messages.pages.savedReplies')}
            </Button>
            {/* Held e-mails are incoming messages too: their screen is reached from here, not the sidebar. */}
            <Can permission="review files">
              <Button component={Link} to={paths.emailQuarantine} variant="default">
                {t('pages.emailQuarantine')}
              </Button>
            </Can>
          </Group>
        }
      >
        {({ rows, loading }) => <ThreadsList rows={rows} loading={loading} isStaff showCompany />}
      </PagedListCard>
    </>
  );
}
