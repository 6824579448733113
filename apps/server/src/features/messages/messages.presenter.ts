import type { TMessageThreadSummary, TThreadMessage } from '@ledgerport/contract';
import type { Principal } from '../../platform/auth/guards.ts';
import type { MessageRow, ThreadSummaryRow, Viewer } from './messages.repo.ts';

type AttachmentRow = { message_id: string; document_id: string; folder_id: string | null; name: string; size: unknown };

export function presentSummary(row: ThreadSummaryRow, viewer: Viewer): TMessageThreadSummary {
  return {
    uuid: row.id,
    tenant_uuid: row.tenant_id,
    tenant_name: row.tenant_name,
    subject: row.subject,
    link: row.link_kind && row.link_id ? { kind: row.link_kind, uuid: row.link_id, label: row.link_label ?? '' } : null,
    // Who answers for the firm is the firm's business.
    assignee:
      viewer.side === 'FIRM' && row.assignee_id ? { uuid: row.assignee_id, name: row.assignee_name ?? '' } : null,
    last_message_at: new Date(row.last_at).toISOString(),
    last_message_author: row.last_author ?? '',
    last_message_side: row.last_side,
    last_message_preview: row.last_preview,
    waiting_on_firm: row.waiting_on_firm,
    unread_count: row.unread_count,
    created_at: row.created_at.toISOString(),
  };
}

export function presentMessage(
  row: MessageRow,
  attachments: AttachmentRow[],
  actor: Principal,
  viewer: Viewer,
): TThreadMessage {
  const removed = row.removed_at
    ? { by: row.removed_by_name ?? '', at: row.removed_at.toISOString(), reason: row.removed_reason ?? '' }
    : null;
  return {
    uuid: row.id,
    author: { uuid: row.author_id ?? row.id, name: row.author_name ?? '', side: row.side },
    internal: row.internal,
    body_html: removed ? '' : row.body_html,
    attachments: removed
      ? []
      : attachments
          .filter((a) => a.message_id === row.id && a.folder_id)
          .map((a) => ({ file_uuid: a.document_id, folder_uuid: a.folder_id!, name: a.name, size: Number(a.size) })),
    via_email: row.via_email,
    created_at: row.created_at.toISOString(),
    edited_at: row.edited_at ? row.edited_at.toISOString() : null,
    removed,
    can_change: !removed && row.author_id === viewer.userId && !row.read_by_others,
    can_remove: !removed && viewer.side === 'FIRM' && actor.access.firmPermissions.has('remove messages'),
  };
}
