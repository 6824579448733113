import { appUrl, paths } from '@ledgerport/contract';
import type { Transaction } from 'kysely';
import type { TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

/** A document whose review just became Needs attention (or whose note changed), as it was before the change. */
export type MarkedFile = { id: string; folder: string; name: string; revision: number };

/** How many files one e-mail names with their own link; the rest are counted (the list of asks has them all). */
const FILES_NAMED = 10;

/**
 * Tells a company's users that the firm marked documents Needs attention (issue 30): one in-app notification
 * and one e-mail each, in their language, with the note and a link to the file, to every active user whose role
 * there may see files. Written in the review's own transaction, so the news exists exactly when the mark does.
 * The e-mail's key names the review change (the first file's new revision), so no change is told twice.
 */
export function createReviewNews(deps: { notifications: NotificationsService; publicUrl: string }) {
  const { notifications, publicUrl } = deps;
  const fileLink = (tenantId: string, file: MarkedFile) =>
    appUrl(publicUrl, paths.companyFile(tenantId, file.folder, file.name));

  return {
    async needsAttention(trx: Transaction<DB>, tenant: TenantRecord, marked: MarkedFile[], note: string) {
      const files = [...marked].sort((a, b) => a.folder.localeCompare(b.folder) || a.name.localeCompare(b.name));
      const first = files[0];
      if (!first) return;
      const count = files.length;
      const link = count === 1 ? fileLink(tenant.id, first) : appUrl(publicUrl, paths.clientAsks);
      const change = `${first.id}:${first.revision + 1}`;
      await notifications.notifyTenantUsersHolding(
        trx,
        'view files',
        {
          kind: 'FILE_NEEDS_ATTENTION',
          tenantId: tenant.id,
          subjectId: first.id,
          params: {
            tenant_name: tenant.name,
            document_uuid: first.id,
            file_name: first.name,
            folder: first.folder,
            count,
            note,
          },
        },
        {
          template: 'file-needs-attention',
          varsFor: (recipient) => ({
            name: recipient.name,
            tenantName: tenant.name,
            files: files.slice(0, FILES_NAMED).map((file) => ({ name: file.name, link: fileLink(tenant.id, file) })),
            count,
            note,
            link,
          }),
          keyFor: (recipient) => `file-attention:${change}:${recipient.id}`,
        },
      );
    },
  };
}
export type ReviewNews = ReturnType<typeof createReviewNews>;
