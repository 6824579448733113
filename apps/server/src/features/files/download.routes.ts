import { ZErrorResponse } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFileRange } from '../../platform/http/send-file-range.ts';
import { contentDisposition } from './content-disposition.ts';
import type { DownloadService } from './download.service.ts';
import { USER_CONTENT_POLICY } from './user-content-policy.ts';

/** The body is the file's bytes, streamed: Fastify never serialises a stream, so this is for the docs only. */
const ZFileBytes = z.any();
const ZDownloadQuery = z.strictObject({ token: z.string().min(1).max(4096) });

/**
 * The target of a signed file link. Public on purpose: the token is the credential (it must work in a plain
 * <a href>, <img src> or <iframe src>, none of which can send our bearer header).
 */
export const downloadRoutes: FastifyPluginAsyncZod<{ downloads: DownloadService }> = async (app, { downloads }) => {
  app.get(
    '/files/download',
    {
      schema: {
        tags: ['files'],
        summary: 'Fetch a file through a signed link (single byte ranges supported)',
        querystring: ZDownloadQuery,
        response: {
          200: ZFileBytes.describe('The whole file'),
          206: ZFileBytes.describe('The requested byte range'),
          403: ZErrorResponse,
          404: ZErrorResponse,
          416: ZFileBytes.describe('The range lies outside the file (Content-Range: bytes */size)'),
          503: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const download = await downloads.open(request.query.token, request.headers.range, request.ip);
      reply.header('cache-control', 'private, no-store').header('accept-ranges', 'bytes');
      if (download.kind === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${download.size}`).send('');
      }
      const { range, size } = download;
      reply
        .header('content-type', download.contentType)
        .header('content-disposition', contentDisposition(download.disposition, download.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', USER_CONTENT_POLICY)
        .header('content-length', range ? range.end - range.start + 1 : size);
      if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      if (download.body.kind === 'file') return sendFileRange(reply, download.body.file);
      return reply.send(download.body.stream);
    },
  );
};
