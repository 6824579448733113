import type { TOutboxMessageDetail, TOutboxPage, TOutboxQuery } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { findOutboxMessage, listOutboxMessages } from './outbox.repo.ts';
import { presentOutboxMessage, presentOutboxMessageDetail } from './outbox.presenter.ts';

/**
 * Reading the outbox. The routes admit SuperAdmins only ('view outbox'): the bodies hold invitation links
 * and sign-up codes, so whoever reads them could act as the recipient.
 */
export function createOutboxService({ db }: { db: Kysely<DB> }) {
  return {
    async list(query: TOutboxQuery): Promise<TOutboxPage> {
      const page = await listOutboxMessages(db, { search: query.search, status: query.status }, pageRequest(query));
      return mapPage(page, presentOutboxMessage);
    },

    async get(id: string): Promise<TOutboxMessageDetail> {
      const row = await findOutboxMessage(db, id);
      if (!row) throw notFound('Message');
      return presentOutboxMessageDetail(row);
    },
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
