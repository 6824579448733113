import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

// C0 controls and DEL. PostgreSQL refuses NUL in text outright (a 500 before this guard), and the others have
// no place in a name, an e-mail or a search: they only serve to hide or forge what a log or a screen shows.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// In a JSON body's free text (a note, an e-mail body) tab and line breaks are ordinary.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The dotted name of the first string (or key) below `value` holding a forbidden character, if any. */
export function fieldWithControlCharacter(value: unknown, where: string, pattern: RegExp): string | undefined {
  if (typeof value === 'string') return pattern.test(value) ? where : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithControlCharacter(item, `${where}.${index}`, pattern);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (pattern.test(key)) return `${where}.${key.replace(ANY_CONTROL, '?')}`;
      const found = fieldWithControlCharacter(item, `${where}.${key}`, pattern);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * One guard for every route: a control character in the query string, the path or a JSON body is refused
 * with 400 VALIDATION_ERROR naming the field, before any schema, service or database sees it. Multipart
 * bodies are streamed, not parsed here: the upload path checks its file names itself.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      fieldWithControlCharacter(request.query, 'query', ANY_CONTROL) ??
      fieldWithControlCharacter(request.params, 'params', ANY_CONTROL) ??
      fieldWithControlCharacter(request.body, 'body', CONTROL_BUT_WHITESPACE);
    if (!field) return;
    throw new AppError(400, 'VALIDATION_ERROR', `Control characters are not allowed (${field})`, [
      { field: field.replace(/^(query|params|body)\./, ''), message: VALIDATION_MESSAGES.controlCharacters },
    ]);
  });
}
