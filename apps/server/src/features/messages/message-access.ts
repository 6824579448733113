import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant, requireTenantAccess } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { assertFeatureOn } from '../feature-settings/feature-settings.service.ts';
import type { Viewer } from './messages.repo.ts';

/** Staff see a conversation whole; anyone else (a company's user) is on the client's side of it. */
export const viewerOf = (actor: Principal): Viewer => ({
  userId: actor.access.userId,
  side: actor.access.audience === 'staff' ? 'FIRM' : 'CLIENT',
});

/**
 * The way into a company's conversations: the tenant boundary first (staff with 'view tenant', the company's own
 * users; anyone else 404), then the MESSAGES switch (403 FEATURE_DISABLED), so a stranger learns nothing.
 */
export async function enterTenant(db: Db, actor: Principal, tenantId: string) {
  const tenant = await requireTenant(db, actor.access, tenantId, 'visible');
  await assertFeatureOn(db, 'MESSAGES', actor);
  return tenant;
}

/**
 * `enterTenant` for a route on one thread, whose next statement finds the thread by (tenant_id, id) and answers
 * 404 without it: the same boundary and switch, with the tenant's existence proven by its thread (requireTenantAccess)
 * rather than read on its own. A page or a post is one statement shorter (bench/messages.bench.ts).
 */
export async function enterThread(db: Db, actor: Principal, tenantId: string) {
  requireTenantAccess(actor.access, tenantId, 'visible');
  await assertFeatureOn(db, 'MESSAGES', actor);
}

/** The firm-wide routes (inbox, saved replies, settings): staff only, then the switch. */
export async function enterFirm(db: Db, actor: Principal) {
  if (actor.access.audience !== 'staff') throw forbidden();
  await assertFeatureOn(db, 'MESSAGES', actor);
}

/** A form's fields (JSON or multipart text parts) checked by the contract's schema, as a route's body would be. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : 'body',
    message: issue.message,
  }));
  throw new AppError(400, 'VALIDATION_ERROR', 'Invalid body', details);
}

export const tooManyFiles = () =>
  new AppError(400, 'VALIDATION_ERROR', 'Too many files in one message', [
    { field: 'file', message: VALIDATION_MESSAGES.messageTooManyFiles },
  ]);

export const alreadyRead = () =>
  new AppError(409, 'MESSAGE_ALREADY_READ', 'Someone has read this message already: it can no longer be changed');
