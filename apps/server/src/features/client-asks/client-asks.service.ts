import { ASK_URGENCIES, CLIENT_ASKS_MAX, type TClientAsk, type TClientAsks } from '@ledgerport/contract';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant, type TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/errors.ts';
import type { AttentionReader, MarkedDocument } from '../files/attention.service.ts';
import type { OpenRequest, RequestAsks } from '../requests/request-asks.service.ts';
import type { AwaitingEnvelope, SignaturesDue } from '../signing/signatures-due.service.ts';

type Company = { tenant_uuid: string; tenant_name: string };
/** An item with what orders it: its urgency's rank, then a due day or a mark's instant (both sort as text). */
type Ranked = { ask: TClientAsk; rank: number; when: string };

const rankOf = (urgency: TClientAsk['urgency']) => ASK_URGENCIES.indexOf(urgency);

function requestAsk(company: Company, r: OpenRequest): Ranked {
  const urgency = r.overdue ? 'OVERDUE' : r.return_note !== null ? 'RETURNED' : 'OPEN';
  const ask: TClientAsk = {
    type: 'request',
    ...company,
    urgency,
    request_uuid: r.id,
    title: r.title,
    kind: r.kind,
    due_on: r.due_on,
    period_start: r.period_start,
    period_end: r.period_end,
    return_note: r.return_note,
  };
  return { ask, rank: rankOf(urgency), when: r.due_on };
}

function documentAsk(company: Company, d: MarkedDocument): Ranked {
  const marked_at = d.markedAt.toISOString();
  const ask: TClientAsk = {
    type: 'document',
    ...company,
    urgency: 'NEEDS_ATTENTION',
    document_uuid: d.id,
    name: d.name,
    folder: d.folder,
    note: d.note,
    marked_at,
  };
  return { ask, rank: rankOf('NEEDS_ATTENTION'), when: marked_at };
}

function signatureAsk(company: Company, e: AwaitingEnvelope): Ranked {
  const urgency = e.overdue ? 'OVERDUE' : 'OPEN';
  const ask: TClientAsk = {
    type: 'signature',
    ...company,
    urgency,
    envelope_uuid: e.id,
    title: e.title,
    due_on: e.dueDate,
    expires_at: e.expiresAt?.toISOString() ?? null,
  };
  // Without a due day, the day it stops being signable is when it is needed by.
  return { ask, rank: rankOf(urgency), when: e.dueDate ?? ask.expires_at ?? '9999-12-31' };
}

const idOf = (ask: TClientAsk) =>
  ask.type === 'request' ? ask.request_uuid : ask.type === 'document' ? ask.document_uuid : ask.envelope_uuid;
const byUrgency = (a: Ranked, b: Ranked) =>
  a.rank - b.rank ||
  a.when.localeCompare(b.when) ||
  a.ask.tenant_name.localeCompare(b.ask.tenant_name) ||
  idOf(a.ask).localeCompare(idOf(b.ask));

/**
 * "What your firm needs from you" (issue 30): one list across the caller's companies of what the firm waits
 * for, most urgent first (ASK_URGENCIES in the contract). Each company goes through the tenant helper with
 * 'view files' (only active companies where the caller's role grants it are asked at all), and each is read
 * from its own indexes, at most CLIENT_ASKS_MAX + 1 rows per kind: nothing is counted, and a company with years
 * of requests costs no more than one with a few. The envelopes the caller is to sign (issue 31) are read once
 * for all those companies, from the signer places whose turn it is. The firm's staff have no such list (403).
 */
export function createClientAsksService(deps: {
  db: Db;
  requests: RequestAsks;
  attention: AttentionReader;
  signatures: SignaturesDue;
}) {
  const { db, requests, attention, signatures } = deps;
  const perCompany = CLIENT_ASKS_MAX + 1;
  const companyOf = (tenant: TenantRecord): Company => ({ tenant_uuid: tenant.id, tenant_name: tenant.name });

  async function asksOf(tenant: TenantRecord): Promise<Ranked[]> {
    const company = companyOf(tenant);
    const [open, marked] = await Promise.all([
      requests.openIn(tenant, perCompany),
      attention.markedIn(tenant, perCompany),
    ]);
    return [...open.map((r) => requestAsk(company, r)), ...marked.map((d) => documentAsk(company, d))];
  }

  async function toSign(actor: Principal, tenants: TenantRecord[]): Promise<Ranked[]> {
    const companies = new Map(tenants.map((t) => [t.id, companyOf(t)]));
    const envelopes = await signatures.awaitingSigner(actor.access.userId, tenants, perCompany);
    return envelopes.map((e) => signatureAsk(companies.get(e.tenantId)!, e));
  }

  return {
    async list(actor: Principal): Promise<TClientAsks> {
      if (actor.access.audience !== 'client') throw forbidden();
      const companies = [...actor.access.tenants]
        .filter(([, tenant]) => tenant.permissions.has('view files'))
        .map(([tenantId]) => tenantId);
      const tenants = await Promise.all(companies.map((id) => requireTenant(db, actor.access, id, 'view files')));
      const [perTenant, envelopes] = await Promise.all([Promise.all(tenants.map(asksOf)), toSign(actor, tenants)]);
      const all = [...perTenant.flat(), ...envelopes].sort(byUrgency);
      return { data: all.slice(0, CLIENT_ASKS_MAX).map((item) => item.ask), truncated: all.length > CLIENT_ASKS_MAX };
    },
  };
}
export type ClientAsksService = ReturnType<typeof createClientAsksService>;
