import type { FastifyRequest } from 'fastify';

/** Where a request came from, as the audit trail and the sign-in records keep it. */
export type ClientInfo = { ip: string; userAgent: string | null };

/** Browsers send a few hundred characters; anything longer is cut rather than stored whole. */
const USER_AGENT_MAX = 512;

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
});
