import type { FastifyReply } from 'fastify';

/** The file name in quotes with anything outside printable ASCII replaced, and the exact name RFC 5987-encoded. */
const disposition = (name: string, how: 'inline' | 'attachment' = 'inline') =>
  `${how}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** A PDF answered whole (at most the toolkit's limit), never cached by a shared proxy. */
export const pdfDownload = (reply: FastifyReply, doc: { bytes: Uint8Array; name: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', disposition(doc.name))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(doc.bytes));

/** A zip to save (the evidence), never cached by a shared proxy. */
export const zipDownload = (reply: FastifyReply, doc: { bytes: Uint8Array; name: string }) =>
  reply
    .type('application/zip')
    .header('content-disposition', disposition(doc.name, 'attachment'))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(doc.bytes));
