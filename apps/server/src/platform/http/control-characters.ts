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

/**
 * How deep a JSON body may nest. The deepest contract body (a passkey's WebAuthn answer) nests 4 levels; a
 * prober's 10,000 (20 KB of brackets) would otherwise cost a walk that deep, here and in whatever reads it next.
 */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP = Symbol('too deep');

/**
 * The dotted name of the first string (or key) below `value` holding a forbidden character, if any, in
 * document order; TOO_DEEP for a value nested deeper than MAX_JSON_DEPTH. A loop over an explicit stack, not
 * recursion: no input can exhaust the call stack.
 */
export function fieldWithControlCharacter(
  value: unknown,
  where: string,
  pattern: RegExp,
): string | typeof TOO_DEEP | undefined {
  // `key`: an object's own key, checked before the value under it (as a recursive walk would); `parent`: where
  // that object is.
  type Item = { value: unknown; where: string; depth: number; key?: string; parent?: string };
  const stack: Item[] = [{ value, where, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.key !== undefined && pattern.test(next.key)) return `${next.parent}.${next.key.replace(ANY_CONTROL, '?')}`;
    if (typeof next.value === 'string') {
      if (pattern.test(next.value)) return next.where;
      continue;
    }
    if (!next.value || typeof next.value !== 'object') continue;
    if (next.depth >= MAX_JSON_DEPTH) return TOO_DEEP;
    const isArray = Array.isArray(next.value);
    const entries = isArray ? [...(next.value as unknown[]).entries()] : Object.entries(next.value);
    // Pushed last to first, so the first child is looked at first (the field named is the first in the body).
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      const child = { value: item, where: `${next.where}.${key}`, depth: next.depth + 1 };
      stack.push(isArray ? child : { ...child, key: String(key), parent: next.where });
    }
  }
  return undefined;
}

/**
 * One guard for every route: a control character in the query string, the path or a JSON body is refused
 * with 400 VALIDATION_ERROR naming the field, before any schema, service or database sees it, and after the
 * route's guards (validate-last.ts: a caller without a session learns nothing of the input). Multipart
 * bodies are streamed, not parsed here: the upload path checks its file names itself.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      fieldWithControlCharacter(request.query, 'query', ANY_CONTROL) ??
      fieldWithControlCharacter(request.params, 'params', ANY_CONTROL) ??
      fieldWithControlCharacter(request.body, 'body', CONTROL_BUT_WHITESPACE);
    if (!field) return;
    request.inputRefusal =
      field === TOO_DEEP
        ? new AppError(400, 'VALIDATION_ERROR', 'The request is nested too deeply', [
            { field: 'body', message: VALIDATION_MESSAGES.nestedTooDeep },
          ])
        : new AppError(400, 'VALIDATION_ERROR', `Control characters are not allowed (${field})`, [
            { field: field.replace(/^(query|params|body)\./, ''), message: VALIDATION_MESSAGES.controlCharacters },
          ]);
  });
}
