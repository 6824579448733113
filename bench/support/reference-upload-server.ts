/**
 * The upload row's reference: a bare Node HTTP server that does only what any upload must do with the same
 * curl request, and nothing of what the app adds (sign-in, tenant checks, sha256, journal, catalog, audit).
 * It parses the multipart body with @fastify/busboy, the parser @fastify/multipart runs in the app, streams
 * the file part into a new file with Node's defaults, fsyncs it (flush: true) and answers 201 with the size.
 *
 * Run as its own process (`node reference-upload-server.ts <dir>`), like the app: it prints its port on stdout.
 */
import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const folder = process.argv[2];
if (!folder) throw new Error('usage: reference-upload-server.ts <folder to write uploads into>');
let uploads = 0;

const server = http.createServer((request, response) => {
  const answer = (status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const parser = Busboy({ headers: request.headers as BusboyHeaders, limits: { files: 1 } });
  let written: Promise<number> | undefined;
  parser.on('file', (_field, file) => {
    const target = path.join(folder, `upload-${++uploads}.bin`);
    const sink = fs.createWriteStream(target, { flush: true });
    written = pipeline(file, sink).then(() => sink.bytesWritten);
  });
  parser.on('finish', () => {
    if (!written) return answer(400, { error: 'no file part' });
    written.then(
      (size) => answer(201, { size }),
      (error: Error) => answer(500, { error: error.message }),
    );
  });
  parser.on('error', (error: Error) => answer(400, { error: error.message }));
  request.pipe(parser);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(String(address.port));
});
