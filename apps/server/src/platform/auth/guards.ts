import type { TPermission } from '@ledgerport/contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { canInTenant, canSeeTenant, type Access } from './access.ts';
import type { CallerProfile } from './caller.repo.ts';
import { AppError, forbidden, notFound, unauthenticated } from '../errors.ts';
import { clientOf, type ClientInfo } from '../http/client-info.ts';

/**
 * Who is calling (their access, through which session) and from where (kept by the audit trail).
 * `mfaEnrolmentPending`: the firm requires a second factor they have not set up; only routes marked
 * `config: { duringMfaEnrolment: true }` answer them.
 */
export type Principal = {
  access: Access;
  sessionId: string;
  client: ClientInfo;
  mfaEnrolmentPending: boolean;
  /**
   * The firm's switches that were off when this request's caller was read (with it, in its one statement):
   * `assertFeatureOn(db, key, actor)` answers from it instead of reading again. Absent (a principal made
   * elsewhere: an e-mailed reply, a test), the switch is read from the database.
   */
  featuresOff?: ReadonlySet<string>;
  /** The caller's own profile, read with the session (absent on a principal made elsewhere). */
  profile?: CallerProfile;
};

/** Turns a bearer token into the caller's identity, or undefined when the token or its session is not live. */
export type PrincipalResolver = (
  token: string,
  request: FastifyRequest,
) => Promise<Omit<Principal, 'client'> | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a user who must still enrol a second factor (sign-out, me, enrolment itself). */
    duringMfaEnrolment?: boolean;
  }
  interface FastifyInstance {
    resolvePrincipal: PrincipalResolver;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/** Route hook: the request must carry a live session. Sets `request.principal`. */
export const requireAuth: preHandlerAsyncHookHandler = async function (request: FastifyRequest) {
  const token = bearer(request);
  if (!token) throw unauthenticated();
  const principal = await request.server.resolvePrincipal(token, request);
  if (!principal) throw unauthenticated('Your session has ended; sign in again');
  if (principal.mfaEnrolmentPending && !request.routeOptions.config.duringMfaEnrolment) {
    throw new AppError(403, 'MFA_ENROLMENT_REQUIRED', 'Set up two-step sign-in first');
  }
  request.principal = { ...principal, client: clientOf(request) };
};

/** The principal set by `requireAuth`; calling this on a route without it is a programming error. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error(`Route ${request.routeOptions.url} reads the principal without requireAuth`);
  return request.principal;
}

/** Route hook (after requireAuth): the caller must hold a firm-wide permission. */
export const requirePermission =
  (permission: TPermission): preHandlerAsyncHookHandler =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!principalOf(request).access.firmPermissions.has(permission)) throw forbidden();
  };

/**
 * The access half of the tenant boundary, from the caller's access alone: a tenant the caller cannot see at
 * all answers 404 (its existence is not revealed); a visible tenant without the permission answers 403.
 * Services call `requireTenant` (tenant-scope.ts), which runs this and then reads the tenant.
 */
export function assertTenantPermission(access: Access, tenantId: string, permission: TPermission): void {
  if (!canSeeTenant(access, tenantId)) throw notFound('Tenant');
  if (!canInTenant(access, tenantId, permission)) throw forbidden();
}
