import type { TDocumentRequest } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { firmDateOf } from '../../platform/time/firm-day.ts';
import { presentRequest } from './requests.presenter.ts';
import { attachedDocuments, findRequest, findRequests, type RequestRow } from './requests.repo.ts';

/** Reading requests as the API answers them: with their attached files, and `overdue` against the firm's today. */
export function createRequestReader(clock: Clock) {
  const today = () => firmDateOf(clock.now(), clock.timeZone);

  async function presentRows(db: Db, rows: RequestRow[]): Promise<TDocumentRequest[]> {
    const documents = await attachedDocuments(
      db,
      rows.map((r) => r.id),
    );
    const date = today();
    return rows.map((row) => presentRequest(row, documents, date));
  }

  return {
    today,
    presentRows,
    presentMany: async (db: Db, ids: string[]) => presentRows(db, await findRequests(db, ids)),
    /** One request of the tenant; 404 when it is not the tenant's. */
    async presentOne(db: Db, tenantId: string, id: string): Promise<TDocumentRequest> {
      const row = await findRequest(db, tenantId, id);
      if (!row) throw notFound('Request');
      const [request] = await presentRows(db, [row]);
      return request!;
    },
  };
}
export type RequestReader = ReturnType<typeof createRequestReader>;
