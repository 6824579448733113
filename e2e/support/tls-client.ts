import http2 from 'node:http2';
import https from 'node:https';
import { multipartBody } from '../../apps/server/test/multipart.ts';

type TRequestOptions = { headers?: Record<string, string>; body?: Buffer | Buffer[]; pauseMs?: number };

export type TAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/**
 * A client of the proxy as a browser is one: keep-alive connections over TLS, trusting the proxy's test
 * certificate. `localAddress` picks the loopback address it comes from, so a test can tell the client's address
 * from the proxy's.
 */
export function tlsClient(baseUrl: string, ca: string, localAddress?: string) {
  const agent = new https.Agent({ keepAlive: true, ca, maxSockets: 16, localAddress });
  let resent = 0;
  const attempt = (method: string, path: string, options: TRequestOptions) =>
    new Promise<TAnswer>((resolve, reject) => {
      const parts = options.body === undefined ? [] : Array.isArray(options.body) ? options.body : [options.body];
      const length = parts.reduce((sum, part) => sum + part.length, 0);
      let answered = false;
      const req = https.request(
        new URL(path, baseUrl),
        {
          method,
          agent,
          headers: { ...options.headers, ...(parts.length ? { 'content-length': String(length) } : {}) },
        },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) =>
        reject(Object.assign(error, { beforeAnswerOnReusedSocket: req.reusedSocket && !answered })),
      );
      // Parts go out one by one, with a pause between them when asked: a slow connection's upload.
      void (async () => {
        for (const part of parts) {
          if (!req.write(part)) await new Promise((drained) => req.once('drain', drained));
          if (options.pauseMs) await new Promise((wait) => setTimeout(wait, options.pauseMs));
        }
        req.end();
      })();
    });

  /**
   * A request that dies on a reused keep-alive connection before any byte of an answer is sent again, once, as
   * browsers do (and Node's documentation advises): the server closed that idle connection as the request left,
   * so nothing of it was handled. Any other failure is the caller's.
   */
  const request = async (method: string, path: string, options: TRequestOptions = {}): Promise<TAnswer> => {
    try {
      return await attempt(method, path, options);
    } catch (error) {
      if (!(error as { beforeAnswerOnReusedSocket?: boolean }).beforeAnswerOnReusedSocket) throw error;
      resent += 1;
      return attempt(method, path, options);
    }
  };
  return { request, resent: () => resent, close: () => agent.destroy() };
}

/** One request over HTTP/2 (ALPN "h2"): what protocol the proxy agreed on, and its answer's headers. */
export function http2Get(baseUrl: string, ca: string, path: string) {
  return new Promise<{ alpn: string | false | undefined; status: number; headers: http2.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const session = http2.connect(baseUrl, { ca });
      session.on('error', reject);
      const stream = session.request({ ':path': path });
      stream.on('response', (headers) => {
        const alpn = session.alpnProtocol;
        stream.resume();
        stream.on('end', () => {
          session.close();
          resolve({ alpn, status: Number(headers[':status']), headers });
        });
      });
      stream.on('error', reject);
    },
  );
}

/** The upload screen's multipart body (apps/server/test/multipart.ts), in pieces a test can send one by one. */
export function multipartFile(name: string, bytes: Buffer, chunkSize = 1024 * 1024) {
  const { payload, headers } = multipartBody(name, bytes);
  const parts: Buffer[] = [];
  for (let at = 0; at < payload.length; at += chunkSize) parts.push(payload.subarray(at, at + chunkSize));
  return { parts, contentType: headers['content-type'] };
}
