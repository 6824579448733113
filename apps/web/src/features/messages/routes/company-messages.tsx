import { paths, ZThreadLinkKind, isUuid } from '@ledgerport/contract';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { companyFolderCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { useCompanyName } from '../../../components/company/use-company-name.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useCompanyUuid } from '../../../lib/company/use-company-uuid.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useCompanyThreads } from '../api/threads.ts';
import { NewThreadModal } from '../components/new-thread-modal.tsx';
import { ThreadsList } from '../components/threads-list.tsx';

const PER_PAGE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/** /messages?company_uuid=…: the company's conversations with the firm, newest activity first. */
export function CompanyMessagesRoute() {
  const { t } = useTranslation();
  const tenantUuid = useCompanyUuid();
  if (tenantUuid) return <CompanyMessages tenantUuid={tenantUuid} />;
  return (
    <>
      <PageHeader
        title={t('messages.pages.companyMessages')}
        crumbs={[{ label: t('messages.pages.companyMessages') }]}
      />
      <TenantNotFound />
    </>
  );
}

type TLinkState = { link_kind?: string; link_uuid?: string } | null;

/**
 * The thing a new conversation is about, from the address (`link_kind` + `link_uuid`, the links of other
 * screens) or the navigation's state; the dialog opens at once for it.
 */
function useRequestedLink() {
  const [searchParams] = useSearchParams();
  const state = useLocation().state as TLinkState;
  const kind = ZThreadLinkKind.safeParse(searchParams.get('link_kind') ?? state?.link_kind);
  const uuid = searchParams.get('link_uuid') ?? state?.link_uuid ?? '';
  return kind.success && isUuid(uuid) ? { kind: kind.data, uuid } : null;
}

function CompanyMessages({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isStaff = useSignedInUser().audience === 'staff';
  const companyName = useCompanyName(tenantUuid);
  const list = useListParams(PER_PAGE);
  const requestedLink = useRequestedLink();
  // Opened from a request, file, envelope or organizer: the conversations about it (the link back), and the
  // dialog to start one more.
  const threads = useCompanyThreads(tenantUuid, list.params, requestedLink);
  const [creating, setCreating] = useState(requestedLink !== null);

  return (
    <>
      <PageHeader
        title={companyName ? t('messages.titleOf', { name: companyName }) : t('messages.pages.companyMessages')}
        crumbs={[
          ...companyFolderCrumbs(t, isStaff, tenantUuid, companyName),
          { label: t('messages.pages.companyMessages') },
        ]}
      />
      {requestedLink && (
        <Group gap="sm" mb="sm">
          <Text size="sm">{t('messages.new.about', { kind: t(`messages.linkKind.${requestedLink.kind}`) })}</Text>
          <Anchor component={Link} to={paths.companyMessages(tenantUuid)} size="sm">
            {t('messages.allConversations')}
          </Anchor>
        </Group>
      )}
      <PagedListCard
        list={list}
        query={threads}
        searchPlaceholder={t('messages.searchPlaceholder')}
        debounceMs={SEARCH_DEBOUNCE_MS}
        actions={
          <Button leftSection={<IconMessagePlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('messages.new.open')}
          </Button>
        }
      >
        {({ rows, loading }) => <ThreadsList rows={rows} loading={loading} isStaff={isStaff} />}
      </PagedListCard>
      <NewThreadModal
        tenantUuid={tenantUuid}
        opened={creating}
        link={requestedLink}
        onClose={() => setCreating(false)}
        onStarted={(thread) => void navigate(paths.messageThread(tenantUuid, thread.uuid))}
      />
    </>
  );
}
