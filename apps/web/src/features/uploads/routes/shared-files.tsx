import { paths } from '@ledgerport/contract';
import { Alert, Button, Card, Group, List, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { homePath } from '../../../lib/session/home-path.ts';
import { useCompanySearch } from '../api/search-companies.ts';
import { readSharedFiles, type TSharedFile } from '../share/shared-files.ts';

/**
 * /shared: where the installed app lands when a file is shared into it from another app (Web Share Target).
 * The files wait in the service worker's cache; the user picks the company, and Upload Files opens with them
 * queued, to be sent with a type like any other.
 */
export function SharedFilesRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [shared, setShared] = useState<TSharedFile[] | null>(null);
  const ownCompanies = user.audience === 'client' ? user.tenants : [];
  const [company, setCompany] = useState<string | null>(
    ownCompanies.length === 1 ? ownCompanies[0]!.tenant_uuid : null,
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const firmCompanies = useCompanySearch(debounced, user.audience === 'staff');

  useEffect(() => {
    void readSharedFiles().then(setShared, () => setShared([]));
  }, []);

  const choices =
    user.audience === 'client'
      ? ownCompanies.map((tenant) => ({ value: tenant.tenant_uuid, label: tenant.tenant_name }))
      : (firmCompanies.data?.data ?? []).map((tenant) => ({ value: tenant.uuid, label: tenant.name }));

  return (
    <>
      <PageHeader title={t('pages.sharedFiles')} crumbs={[{ label: t('pages.sharedFiles') }]} />
      <Card withBorder radius="md" padding="lg" maw={640}>
        {shared === null ? (
          <Loader size="sm" aria-label={t('uploads.shared.reading')} />
        ) : shared.length === 0 ? (
          <Stack gap="sm">
            <Alert color={searchParams.get('failed') ? 'red' : 'gray'} variant="light">
              {searchParams.get('failed') ? t('uploads.shared.failed') : t('uploads.shared.none')}
            </Alert>
            <Group>
              <Button component={Link} to={homePath(user)} variant="default">
                {t('uploads.shared.home')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>{t('uploads.shared.intro', { count: shared.length })}</Text>
            <List size="sm" spacing={4}>
              {shared.map(({ key, file }) => (
                <List.Item key={key}>{file.name}</List.Item>
              ))}
            </List>
            <Select
              label={t('uploads.shared.company')}
              placeholder={t('uploads.shared.companyPlaceholder')}
              data={choices}
              value={company}
              onChange={setCompany}
              searchable={user.audience === 'staff'}
              searchValue={user.audience === 'staff' ? search : undefined}
              onSearchChange={user.audience === 'staff' ? setSearch : undefined}
              nothingFoundMessage={t('uploads.shared.noCompany')}
              withAsterisk
            />
            <Group justify="flex-end">
              <Button
                leftSection={<IconUpload size={16} aria-hidden />}
                disabled={!company}
                onClick={() => company && void navigate(paths.uploadSharedFiles(company))}
              >
                {t('uploads.shared.continue')}
              </Button>
            </Group>
          </Stack>
        )}
      </Card>
    </>
  );
}
