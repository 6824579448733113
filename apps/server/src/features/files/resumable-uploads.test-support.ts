import type { FastifyInstance } from 'fastify';
import * as tus from 'tus-js-client';
import { bearer } from '../../../test/factories.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Upload-Metadata as tus writes it: key and base64 value pairs. */
export const metadataHeader = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');

const TUS = { 'tus-resumable': '1.0.0' };
const base = (tenantId: string) => `/api/v1/tenants/${tenantId}/resumable-uploads`;

/** The tus protocol spoken by hand through inject: for the cases about single requests and their answers. */
export const resumableApi = (ctx: { app: FastifyInstance }) => ({
  create: (token: string, tenantId: string, length: number | undefined, metadata: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: base(tenantId),
      headers: {
        ...bearer(token),
        ...TUS,
        ...(length === undefined ? {} : { 'upload-length': String(length) }),
        'upload-metadata': metadataHeader(metadata),
      },
    }),
  head: (token: string, tenantId: string, id: string) =>
    ctx.app.inject({ method: 'HEAD', url: `${base(tenantId)}/${id}`, headers: { ...bearer(token), ...TUS } }),
  patch: (token: string, tenantId: string, id: string, offset: number, bytes: Buffer) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `${base(tenantId)}/${id}`,
      headers: {
        ...bearer(token),
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    }),
  terminate: (token: string, tenantId: string, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `${base(tenantId)}/${id}`, headers: { ...bearer(token), ...TUS } }),
});

/** The id at the end of a creation's Location. */
export const idOf = (location: unknown) => String(location).split('/').pop() as string;

/** The real tus client (tus-js-client in Node) against a listening app. */
export function tusUpload(
  origin: string,
  token: string,
  tenantId: string,
  bytes: Buffer,
  options: Partial<tus.UploadOptions> = {},
) {
  return new tus.Upload(bytes, {
    endpoint: `${origin}${base(tenantId)}`,
    headers: bearer(token),
    metadata: { filename: 'ledger.bin', type: 'BANK_STATEMENT' },
    retryDelays: null,
    storeFingerprintForResuming: false,
    ...options,
  });
}

/** Starts an upload made with `options`' success and error handlers, and waits for its end (or its error). */
export const runToEnd = (make: (options: Partial<tus.UploadOptions>) => tus.Upload) =>
  new Promise<tus.Upload>((resolve, reject) => {
    const upload = make({ onSuccess: () => resolve(upload), onError: reject });
    upload.start();
  });
