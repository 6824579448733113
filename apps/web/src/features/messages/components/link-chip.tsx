import { paths, type TThreadLink } from '@ledgerport/contract';
import { Badge } from '@mantine/core';
import { IconChecklist, IconClipboardList, IconFile, IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const ICONS = { REQUEST: IconChecklist, FILE: IconFile, SIGNATURE: IconSignature, ORGANIZER: IconClipboardList };

/** Where the linked thing opens: the firm's screens for staff, the client's for a client. */
function linkTarget(tenantUuid: string, link: TThreadLink, isStaff: boolean): string {
  switch (link.kind) {
    case 'REQUEST':
      return isStaff ? paths.tenantRequests(tenantUuid, link.uuid) : paths.clientRequests(tenantUuid, link.uuid);
    case 'FILE':
      // A file's link names it by uuid only: its company's documents are where it is found.
      return paths.company(tenantUuid);
    case 'SIGNATURE':
      return isStaff ? paths.signatureEnvelope(tenantUuid, link.uuid) : paths.signEnvelope(link.uuid);
    case 'ORGANIZER':
      return isStaff ? paths.organizerReview(tenantUuid, link.uuid) : paths.organizer(tenantUuid, link.uuid);
  }
}

/** What a thread is about, as a chip that opens it: "Request: Bank statements". */
export function LinkChip({ tenantUuid, link, isStaff }: { tenantUuid: string; link: TThreadLink; isStaff: boolean }) {
  const { t } = useTranslation();
  const Icon = ICONS[link.kind];
  return (
    <Badge
      component={Link}
      to={linkTarget(tenantUuid, link, isStaff)}
      variant="light"
      radius="sm"
      tt="none"
      style={{ cursor: 'pointer', maxWidth: '100%' }}
      leftSection={<Icon size={12} aria-hidden />}
    >
      {t(`messages.linkKind.${link.kind}`)}: {link.label}
    </Badge>
  );
}
