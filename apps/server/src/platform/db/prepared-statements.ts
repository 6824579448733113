import type { PGlite } from '@electric-sql/pglite';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';

/**
 * Statements that run on every request are planned once per connection instead of once per run (issue 17).
 * For the caller's read (session, user, grants: a dozen tables) PostgreSQL spends about three times as long
 * planning as executing, and PGlite, running the planner in WebAssembly, more. A statement opts in by going
 * through `preparedAs`; everything else is sent as before. It still runs through Kysely (plugins, logging
 * and transactions see it as any other), only the driver underneath names it: node-postgres prepares it once
 * per pooled connection, PGlite (one session) once with PREPARE. A prepared plan reads the live rows each
 * time, so nothing is cached between requests but the plan.
 */
const namesByText = new Map<string, string>();

/**
 * Marks `query` as one to plan once per connection under `name` (a SQL identifier). The same statement
 * compiled to another text (a Kysely plugin that rewrites it) is prepared under a numbered name of its own.
 */
export function preparedAs<R>(name: string, query: CompiledQuery<R>): CompiledQuery<R> {
  if (!namesByText.has(query.sql)) {
    if (!/^[a-z_][a-z0-9_]{0,50}$/.test(name)) throw new Error(`Bad prepared statement name: ${name}`);
    const taken = new Set(namesByText.values());
    let unique = name;
    for (let n = 2; taken.has(unique); n++) unique = `${name}_${n}`;
    namesByText.set(query.sql, unique);
  }
  return query;
}

/** A session has no statement of that name (it was dropped: DEALLOCATE ALL, DISCARD ALL). */
const UNKNOWN_STATEMENT = '26000';
const isUnknownStatement = (error: unknown) => (error as { code?: string }).code === UNKNOWN_STATEMENT;

/**
 * node-postgres's own named statements: parsed and planned on a connection's first run, then bound only. A
 * connection whose statements were dropped behind node-postgres's back prepares again on the next run.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // Every call is forwarded as it came (query has a dozen overloads) but (text, values) of a prepared one.
    const send = this.query.bind(this) as (...args: unknown[]) => unknown;
    const parsed = () => (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection;
    this.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      const name = typeof config === 'string' && Array.isArray(values) ? namesByText.get(config) : undefined;
      if (!name || callback) return send(config, values, callback);
      const run = () => send({ name, text: config, values }) as Promise<unknown>;
      return run().catch((error: unknown) => {
        if (!isUnknownStatement(error)) throw error;
        delete parsed().parsedStatements[name];
        return run();
      });
    }) as pg.Client['query'];
  }
}

/** `'text'` with quotes doubled (standard_conforming_strings is on, so a backslash is an ordinary character). */
const literal = (value: unknown) => {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return `'${String(value).replaceAll("'", "''")}'`;
  }
  return undefined;
};

/**
 * PGlite as Kysely's dialect sees it: the same engine, but a prepared statement's text goes as
 * EXECUTE name(literals) after one PREPARE (its extended protocol names no statements, and EXECUTE takes no
 * bound parameters). Inside a transaction Kysely queries the transaction object, which is not wrapped: those
 * run as sent. A session that lost its statements (DEALLOCATE ALL, a reconnect) prepares again.
 */
export function preparingPGlite(pglite: PGlite): PGlite {
  const prepared = new Map<string, Promise<unknown>>();
  const prepare = (name: string, text: string) => {
    let done = prepared.get(name);
    if (!done) {
      done = pglite.query(`PREPARE ${name} AS ${text}`).catch((error: unknown) => {
        prepared.delete(name);
        throw error;
      });
      prepared.set(name, done);
    }
    return done;
  };
  const query: PGlite['query'] = async (text, params, options) => {
    const name = namesByText.get(text);
    const literals = (params ?? []).map(literal);
    if (!name || literals.includes(undefined)) return pglite.query(text, params, options);
    const execute = `EXECUTE ${name}${literals.length ? `(${literals.join(', ')})` : ''}`;
    await prepare(name, text);
    try {
      return await pglite.query(execute, [], options);
    } catch (error) {
      if (!isUnknownStatement(error)) throw error;
      prepared.delete(name);
      await prepare(name, text);
      return pglite.query(execute, [], options);
    }
  };
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
