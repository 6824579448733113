/**
 * What the multipart parser (@fastify/busboy) throws for a form that is not one: no boundary, a boundary over
 * its 256-character limit, bytes that never reach the closing boundary, broken part headers. It throws plain
 * Errors without a status, so only the message tells them from our own bugs.
 */
const MALFORMED = [
  /^Multipart: /,
  /^Unexpected end of (multipart data|form)/,
  /^The needle cannot have a length bigger than/,
  /^Malformed /,
  /^Unsupported content type/,
];

export const isMalformedMultipart = (error: { message?: unknown }): boolean =>
  typeof error.message === 'string' && MALFORMED.some((pattern) => pattern.test(error.message as string));
