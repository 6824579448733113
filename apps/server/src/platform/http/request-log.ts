import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import { redactUrl, requestLogSerializer } from './log-redaction.ts';

export type LogSettings = { logLevel: string; logFormat: 'text' | 'json' };

/** Fields of the request line that the text format already says in its message. */
const SAID_IN_MESSAGE = ['method', 'url', 'statusCode', 'responseTime'];

/**
 * The logger: JSON objects for a log collector (LOG_FORMAT=json), or one readable line per event for a person
 * at a terminal (the default). The text stream is synchronous so a crash loses no line.
 */
export function loggerOptions({ logLevel, logFormat }: LogSettings): FastifyServerOptions['logger'] {
  const base = {
    level: logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestLogSerializer },
  };
  if (logFormat === 'json') return base;
  const stream = pretty({
    sync: true,
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: ['pid', 'hostname', 'reqId', ...SAID_IN_MESSAGE].join(','),
    singleLine: true,
  });
  return { ...base, stream };
}

/** The API is what an operator watches; the web app's files and health probes would drown it, so they log at debug. */
const isQuiet = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/v1/health');

/**
 * One line per request when it ends ("GET /api/v1/tenants 200 12 ms"), in place of Fastify's two (incoming and
 * completed). Errors are logged by the error handler with their cause; this line only says what happened.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const url = redactUrl(request.url);
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url, statusCode: reply.statusCode, responseTime: ms };
    const message = `${request.method} ${url} ${reply.statusCode} ${ms} ms${error ? ' (connection ended early)' : ''}`;
    if (isQuiet(request.url)) request.log.debug(line, message);
    else request.log.info(line, message);
  }
}
