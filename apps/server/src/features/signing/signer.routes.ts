import {
  ZConsentRequest,
  ZDeclineRequest,
  ZErrorResponse,
  ZSendCodeRequest,
  ZSendCodeResponse,
  ZSignerEnvelope,
  ZSignRequest,
  ZVerifyRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import { clientOf } from '../../platform/http/client-info.ts';
import { pdfDownload } from './pdf-reply.ts';
import type { SignerCaller } from './signer-access.ts';
import type { SignerSignService } from './signer-sign.service.ts';
import type { SignerService } from './signer.service.ts';

const tags = ['signing'];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  410: ZErrorResponse,
  423: ZErrorResponse,
  429: ZErrorResponse,
};
const ZUserParams = z.strictObject({ envelopeId: z.uuid() });
const ZLinkParams = z.strictObject({ token: z.string().min(20).max(100) });

type Services = { signer: SignerService; signing: SignerSignService };

/**
 * The same steps for both ways in: `base` is `/signing/sign/:envelopeId` (a signed-in user's own place on the
 * envelope) or `/signing/link/:token` (a signing-only link); `callerOf` says who is asking.
 */
function signerSteps(
  base: string,
  params: typeof ZUserParams | typeof ZLinkParams,
  callerOf: (request: FastifyRequest) => SignerCaller,
  security: { bearerAuth: string[] }[] | undefined,
): FastifyPluginAsyncZod<Services> {
  return async (app, { signer, signing }) => {
    const schema = (summary: string) => ({ tags, summary, params, ...(security ? { security } : {}) });
    app.get(
      base,
      {
        schema: {
          ...schema('The envelope as this signer sees it: only their own fields'),
          response: { 200: ZSignerEnvelope, ...errors },
        },
      },
      (request) => signer.get(callerOf(request)),
    );
    app.get(
      `${base}/document`,
      { schema: { ...schema('The PDF to sign; the signed copy once the envelope is completed'), response: errors } },
      async (request, reply) => pdfDownload(reply, await signer.document(callerOf(request))),
    );
    app.post(
      `${base}/consent`,
      {
        schema: {
          ...schema('Agree to sign electronically (ESIGN disclosure)'),
          body: ZConsentRequest,
          response: { 200: ZSignerEnvelope, ...errors },
        },
      },
      (request) => signer.consent(callerOf(request)),
    );
    app.post(
      `${base}/code`,
      {
        schema: {
          ...schema('Send a one-time code by e-mail or SMS'),
          body: ZSendCodeRequest,
          response: { 202: ZSendCodeResponse, ...errors },
        },
      },
      async (request, reply) => reply.status(202).send(await signer.sendCode(callerOf(request), request.body.channel)),
    );
    app.post(
      `${base}/verify`,
      {
        schema: {
          ...schema('The code (and the known data, Form 8879 level)'),
          body: ZVerifyRequest,
          response: { 200: ZSignerEnvelope, ...errors },
        },
      },
      (request) => signer.verify(callerOf(request), request.body),
    );
    app.post(
      `${base}/sign`,
      {
        schema: {
          ...schema('Sign: every required field, the adopted signature, in one action'),
          body: ZSignRequest,
          response: { 200: ZSignerEnvelope, ...errors },
        },
      },
      (request) => signing.sign(callerOf(request), request.body),
    );
    app.post(
      `${base}/decline`,
      {
        schema: {
          ...schema('Decline, with the reason staff read'),
          body: ZDeclineRequest,
          response: { 200: ZSignerEnvelope, ...errors },
        },
      },
      async (request) => {
        await signing.decline(callerOf(request), request.body.reason);
        return signer.after(callerOf(request));
      },
    );
  };
}

export const userSignerRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.addHook('preHandler', requireAuth);
  await app.register(
    signerSteps(
      '/signing/sign/:envelopeId',
      ZUserParams,
      (request) => ({
        kind: 'user',
        principal: principalOf(request),
        envelopeId: (request.params as { envelopeId: string }).envelopeId,
      }),
      [{ bearerAuth: [] }],
    ),
    services,
  );
};

/** Public: the token in the address is the credential (one envelope, one signer), throttled per IP. */
export const linkSignerRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  await app.register(
    signerSteps(
      '/signing/link/:token',
      ZLinkParams,
      (request) => ({ kind: 'link', token: (request.params as { token: string }).token, client: clientOf(request) }),
      undefined,
    ),
    services,
  );
};
