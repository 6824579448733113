import type { TDocumentRequest } from '@ledgerport/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { RequestNotifier } from './request-notifications.ts';
import type { RequestReader } from './request-reading.ts';
import type { RequestsCreatedHook } from './request-template-run.ts';

/**
 * Tells each tenant's users what a template run asked of them: one notification (and e-mail) per tenant for
 * its chunk of new requests, written in the run's transaction, so a run that rolls back has told no one.
 */
export function templateRunNews(deps: { reader: RequestReader; notifier: RequestNotifier }): RequestsCreatedHook {
  return async (trx, created) => {
    if (created.length === 0) return;
    const requests = await deps.reader.presentMany(
      trx,
      created.map((c) => c.requestId),
    );
    const byTenant = new Map<string, TDocumentRequest[]>();
    for (const request of requests) {
      byTenant.set(request.tenant_uuid, [...(byTenant.get(request.tenant_uuid) ?? []), request]);
    }
    const tenants = await trx
      .selectFrom('tenants')
      .selectAll()
      .where('id', 'in', [...byTenant.keys()])
      .execute();
    for (const tenant of tenants) {
      // The run hands its own transaction (applyTemplateRun), which the hook's type names as a Db.
      await deps.notifier.created(trx as Transaction<DB>, tenant, byTenant.get(tenant.id)!);
    }
  };
}
