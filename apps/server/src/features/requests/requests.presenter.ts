import type { TDocumentRequest } from '@ledgerport/contract';
import type { RequestRow } from './requests.repo.ts';

export type AttachedDocument = { request_id: string; id: string; name: string; folder: string };

/** What leaves the server of a request; `today` is the firm's date, for `overdue`. */
export function presentRequest(row: RequestRow, documents: AttachedDocument[], today: string): TDocumentRequest {
  return {
    uuid: row.id,
    tenant_uuid: row.tenant_id,
    series_uuid: row.series_id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    period_start: row.period_start,
    period_end: row.period_end,
    due_on: row.due_on,
    status: row.status,
    overdue: row.status === 'OPEN' && row.due_on < today,
    return_note: row.return_note,
    submitted_at: row.submitted_at?.toISOString() ?? null,
    decided_at: row.decided_at?.toISOString() ?? null,
    documents: documents
      .filter((d) => d.request_id === row.id)
      .map((d) => ({ uuid: d.id, name: d.name, folder: d.folder })),
    fulfilled_by: row.fulfilled_by,
    received_outside:
      row.received_at && row.received_note !== null
        ? { note: row.received_note, by_name: row.received_by_name, at: row.received_at.toISOString() }
        : null,
    revision: row.revision,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
