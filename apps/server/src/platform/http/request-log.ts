import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import { redactUrl, requestLogSerializer } from './log-redaction.ts';

export type LogSettings = { logLevel: string; logFormat: 'text' | 'json' };

/** Fields of the request line that the text format already says in its message. */
const SAID_IN_MESSAGE = ['method', 'url', 'statusCode', 'responseTime'];

/**
 * The logger: JSON objects for a log collector (LOG_FORMAT=json), or one readable line per event for a person
 * at a terminal (the default). The text stream is synchronous so a crash loses no line. `destination`: where
 * the lines go instead of stdout (tests read them).
 */
export function loggerOptions(
  { logLevel, logFormat }: LogSettings,
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const base = {
    level: logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestLogSerializer },
  };
  if (logFormat === 'json') return destination ? { ...base, stream: destination } : base;
  const stream = pretty({
    sync: true,
    colorize: destination ? false : Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: ['pid', 'hostname', 'reqId', ...SAID_IN_MESSAGE].join(','),
    singleLine: true,
    ...(destination ? { destination } : {}),
  });
  return { ...base, stream };
}

/** The API is what an operator watches; the web app's files and health probes would drown it, so they log at debug. */
const isQuiet = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/v1/health');

/** A read slower than this is worth an operator's eye even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Finished = { method: string; url: string; statusCode: number; ms: number; endedEarly: boolean };

/**
 * The level of a request's line. In the text format a person reads the terminal: a successful read (every open
 * tab polls the bell each 10 s, screens refetch as they gain focus) says nothing they act on, so it is debug,
 * while a change (POST, PUT, PATCH, DELETE), a refusal or failure (4xx, 5xx), a slow read and a connection cut
 * short stay at info. A log collector (json) filters for itself: every API request is info there.
 */
export function requestLineLevel(format: LogSettings['logFormat'], line: Finished): 'info' | 'debug' {
  if (isQuiet(line.url)) return 'debug';
  if (format === 'json') return 'info';
  const worthSaying =
    !READS.has(line.method) || line.statusCode >= 400 || line.ms >= SLOW_REQUEST_MS || line.endedEarly;
  return worthSaying ? 'info' : 'debug';
}

/**
 * One line per request when it ends ("GET /api/v1/tenants 200 12 ms"), in place of Fastify's two (incoming and
 * completed), at the level requestLineLevel gives. Errors are logged by the error handler with their cause; this
 * line only says what happened.
 */
export class OneLinePerRequest extends LogController {
  readonly #format: LogSettings['logFormat'];

  constructor(format: LogSettings['logFormat']) {
    super();
    this.#format = format;
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const url = redactUrl(request.url);
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url, statusCode: reply.statusCode, responseTime: ms };
    const message = `${request.method} ${url} ${reply.statusCode} ${ms} ms${error ? ' (connection ended early)' : ''}`;
    const level = requestLineLevel(this.#format, {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms,
      endedEarly: Boolean(error),
    });
    request.log[level](line, message);
  }
}
