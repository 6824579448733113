import { UPLOAD_TYPE_FOLDERS, UPLOAD_TYPES, ZUploadType, type TUploadType, paths } from '@ledgerport/contract';
import { Alert, Button, Card, Group, Select, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useCompanyName } from '../../../components/company/use-company-name.ts';
import { useCompanyUuid } from '../../../lib/company/use-company-uuid.ts';
import { companyEntryCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { folderLabel } from '../../../lib/folder-names.ts';
import { useExistingNames } from '../api/get-existing-names.ts';
import { CameraButton } from '../components/camera-button.tsx';
import { ScanButton } from '../scan/scan-button.tsx';
import { FileDropArea } from '../../../components/uploads/file-drop-area.tsx';
import { UploadList } from '../../../components/uploads/upload-list.tsx';
import { useUploadQueue } from '../../../lib/uploads/use-upload-queue.ts';
import { useSharedFilesInto } from '../share/use-shared-files-into.ts';

/** Spec §9: after a successful upload the screen returns to the folder view after 2 seconds. */
const UPLOAD_REDIRECT_MS = 2000;

const NONE_TAKEN: ReadonlySet<string> = new Set();

/** /upload/company/files?company_uuid=…: Upload Files (spec §2, §5). */
export function UploadFilesRoute() {
  const tenantUuid = useCompanyUuid();
  const { can } = usePermissions();
  if (!tenantUuid) return <UploadHeader notFound />;
  if (!can('upload files')) return <UploadHeader tenantUuid={tenantUuid} forbidden />;
  return <UploadFiles tenantUuid={tenantUuid} />;
}

type THeaderProps = { tenantUuid?: string; companyName?: string; notFound?: boolean; forbidden?: boolean };

function UploadHeader({ tenantUuid, companyName, notFound, forbidden }: THeaderProps) {
  const { t } = useTranslation();
  const isStaff = useSignedInUser().audience === 'staff';
  const folderCrumb = tenantUuid
    ? [{ label: t('pages.companyFiles'), to: paths.company(tenantUuid, companyName) }]
    : [];
  return (
    <>
      <PageHeader
        title={t('pages.uploadFiles')}
        crumbs={[...companyEntryCrumbs(t, isStaff), ...folderCrumb, { label: t('pages.uploadFiles') }]}
      />
      {notFound && <TenantNotFound />}
      {forbidden && (
        <Alert color="red" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </>
  );
}

function UploadFiles({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isStaff = useSignedInUser().audience === 'staff';
  const companyName = useCompanyName(tenantUuid);
  const queue = useUploadQueue(tenantUuid, { keepWhenOffline: true, resumable: true });
  const [searchParams] = useSearchParams();
  useSharedFilesInto(queue.add, searchParams.get('shared') === '1');
  const [type, setType] = useState<TUploadType | null>(null);
  const [problem, setProblem] = useState<'type' | 'files' | null>(null);
  const [cameraMissing, setCameraMissing] = useState(false);
  const [done, setDone] = useState(false);
  const [kept, setKept] = useState(0);
  const folderPath = paths.company(tenantUuid, companyName);
  const existing = useExistingNames(tenantUuid, type);
  const taken = existing.data ?? NONE_TAKEN;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(folderPath), UPLOAD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, folderPath]);

  const sendFiles = async () => {
    // Spec §5: the type first, then at least one file.
    if (!type) return setProblem('type');
    if (queue.unsent === 0) return setProblem('files');
    setProblem(null);
    const result = await queue.send(type, taken);
    setKept(result.kept);
    if (result.sent) setDone(true);
  };

  return (
    <>
      <UploadHeader tenantUuid={tenantUuid} companyName={companyName} />
      <Card withBorder radius="md" padding="lg" maw={760}>
        <Stack gap="md">
          <Select
            label={t('uploads.fileType')}
            placeholder={t('uploads.fileTypePlaceholder')}
            data={UPLOAD_TYPES.map((value) => ({ value, label: t(`uploads.types.${value}`) }))}
            value={type}
            onChange={(value) => {
              setType(ZUploadType.safeParse(value).success ? (value as TUploadType) : null);
              if (problem === 'type') setProblem(null);
            }}
            error={problem === 'type' ? t('uploads.selectType') : undefined}
            disabled={queue.sending || done}
            withAsterisk
            maw={360}
          />
          <FileDropArea
            onFiles={(files) => {
              queue.add(files);
              if (problem === 'files') setProblem(null);
            }}
            disabled={queue.sending || done}
            error={problem === 'files' ? t('uploads.selectFile') : undefined}
            extra={
              <>
                <CameraButton
                  onFiles={queue.add}
                  onUnsupported={() => setCameraMissing(true)}
                  disabled={queue.sending || done}
                />
                <ScanButton
                  onScanned={(file) => {
                    queue.add([file]);
                    if (problem === 'files') setProblem(null);
                  }}
                  disabled={queue.sending || done}
                />
              </>
            }
          />
          {cameraMissing && (
            <Alert color="yellow" variant="light" withCloseButton onClose={() => setCameraMissing(false)}>
              {t('uploads.cameraUnsupported')}
            </Alert>
          )}
          <UploadList
            files={queue.files}
            onRemove={queue.remove}
            sending={queue.sending}
            taken={taken}
            folder={type ? folderLabel(t, UPLOAD_TYPE_FOLDERS[type]) : ''}
            onChoose={queue.choose}
          />
          {kept > 0 && (
            <Alert color="yellow" variant="light" role="status">
              {t('uploads.keptForLater', { count: kept })}
            </Alert>
          )}
          {done && (
            <Alert color="green" variant="light">
              {isStaff ? t('uploads.sentToTenant') : t('uploads.sentToCpa')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={folderPath} variant="default">
              {t('uploads.cancel')}
            </Button>
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              loading={queue.sending}
              disabled={done}
              onClick={() => void sendFiles()}
            >
              {t('uploads.send')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
