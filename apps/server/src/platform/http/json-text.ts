import type { FastifyReply } from 'fastify';

/**
 * Answers with JSON the caller already wrote (e.g. rows the database rendered as JSON), as it is: a string
 * with a JSON content type skips the route's response serializer, so it is not parsed and written again.
 * The caller keeps the route's response schema (it still documents the answer) and tests the body against it.
 * Typed as a plain reply: the route's typed reply only takes the schema's object.
 */
export const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);
