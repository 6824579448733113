import type { TFeatureKey, TPermission } from '@ledgerport/contract';
import { Button } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { FeatureOn } from '../../lib/feature-flags/feature-on.tsx';
import { Can } from '../../lib/permissions/can.tsx';
import { useSignedInUser } from '../../lib/session/use-session.ts';
import { useListParams, type TListParams } from '../../lib/use-list-params.ts';
import { PageHeader } from '../page-header.tsx';
import { PagedListCard, type TPageOf, type TPagedRows } from '../paged-list-card.tsx';
import { companyFolderCrumbs } from './company-crumbs.ts';
import { TenantNotFound } from './tenant-not-found.tsx';
import { useCompanyName } from './use-company-name.ts';
import { useCompanyUuid } from '../../lib/company/use-company-uuid.ts';

/**
 * Spec §9 debounces the sale-tax search by 300 ms; the payroll search waits the same rather than asking the
 * server at every keystroke.
 */
const SEARCH_DEBOUNCE_MS = 300;

type TTenantRecordListProps<TRow, TKey extends QueryKey> = {
  /** The list's name: the title until the company's name is known, and the last crumb. */
  listTitle: string;
  /** The title once the company's name is known. */
  titleOf: (companyName: string) => string;
  perPage: number;
  records: (tenantUuid: string, params: TListParams) => UseQueryOptions<TPageOf<TRow>, Error, TPageOf<TRow>, TKey>;
  searchPlaceholder: string;
  /** The way to the form that adds a record: for holders of `permission`, while the firm has `feature` on. */
  add: {
    label: string;
    icon: ReactNode;
    to: (tenantUuid: string) => string;
    permission: TPermission;
    feature: TFeatureKey;
  };
  table: (rows: TPagedRows<TRow>) => ReactNode;
};

/**
 * What one tenant sent the firm, reached from its folder view (sales tax, payroll: spec §2), for the tenant in
 * ?company_uuid=: the crumbs back to that folder view, 'Tenant not found' without a tenant the caller may see,
 * else the paged list with its add button.
 */
export function TenantRecordList<TRow, TKey extends QueryKey>(props: TTenantRecordListProps<TRow, TKey>) {
  const { t } = useTranslation();
  const tenantUuid = useCompanyUuid();
  const isStaff = useSignedInUser().audience === 'staff';
  if (tenantUuid) return <TenantRecords {...props} tenantUuid={tenantUuid} />;
  return (
    <>
      <PageHeader
        title={props.listTitle}
        crumbs={[...companyFolderCrumbs(t, isStaff, null), { label: props.listTitle }]}
      />
      <TenantNotFound />
    </>
  );
}

function TenantRecords<TRow, TKey extends QueryKey>({
  tenantUuid,
  ...props
}: TTenantRecordListProps<TRow, TKey> & { tenantUuid: string }) {
  const { t } = useTranslation();
  const isStaff = useSignedInUser().audience === 'staff';
  const companyName = useCompanyName(tenantUuid);
  const list = useListParams(props.perPage);
  const records = useQuery(props.records(tenantUuid, list.params));
  const notFound = isApiError(records.error) && records.error.status === 404;
  const { add } = props;

  return (
    <>
      <PageHeader
        title={companyName ? props.titleOf(companyName) : props.listTitle}
        crumbs={[...companyFolderCrumbs(t, isStaff, tenantUuid, companyName), { label: props.listTitle }]}
      />
      {notFound ? (
        <TenantNotFound />
      ) : (
        <PagedListCard
          list={list}
          query={records}
          searchPlaceholder={props.searchPlaceholder}
          debounceMs={SEARCH_DEBOUNCE_MS}
          actions={
            <Can permission={add.permission}>
              <FeatureOn feature={add.feature}>
                <Button component={Link} to={add.to(tenantUuid)} leftSection={add.icon}>
                  {add.label}
                </Button>
              </FeatureOn>
            </Can>
          }
        >
          {props.table}
        </PagedListCard>
      )}
    </>
  );
}
