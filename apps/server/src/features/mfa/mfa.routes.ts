import {
  ZEmailFactorConfirmRequest,
  ZSmsFactorConfirmRequest,
  ZSmsFactorStartRequest,
  ZErrorResponse,
  ZMfaPolicy,
  ZMfaStatus,
  ZPasskeyRegistrationRequest,
  ZRecoveryCodes,
  ZTotpConfirmRequest,
  ZTotpSetup,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { MfaService } from './mfa.service.ts';

const tags = ['two-step sign-in'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
// A user the firm requires to enrol reaches these (and only these, with sign-out and "who am I").
const duringMfaEnrolment = { duringMfaEnrolment: true };

export const mfaRoutes: FastifyPluginAsyncZod<{ mfa: MfaService }> = async (app, { mfa }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/auth/mfa',
    {
      config: duringMfaEnrolment,
      schema: { tags, security, summary: 'My second factors and remembered devices', response: { 200: ZMfaStatus } },
    },
    async (request) => mfa.status(principalOf(request)),
  );

  app.post(
    '/auth/mfa/totp',
    {
      config: duringMfaEnrolment,
      schema: {
        tags,
        security,
        summary: 'Start setting up an authenticator app',
        response: { 200: ZTotpSetup, ...errors },
      },
    },
    async (request) => mfa.startTotp(principalOf(request)),
  );

  app.post(
    '/auth/mfa/totp/confirm',
    {
      config: duringMfaEnrolment,
      schema: {
        tags,
        security,
        summary: 'Confirm the authenticator app with a code (first factor: ten recovery codes, shown once)',
        body: ZTotpConfirmRequest,
        response: { 200: ZRecoveryCodes, ...errors },
      },
    },
    async (request) => mfa.confirmTotp(principalOf(request), request.body.code),
  );

  app.delete(
    '/auth/mfa/totp',
    { schema: { tags, security, summary: 'Remove the authenticator app', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await mfa.removeTotp(principalOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/mfa/email',
    {
      config: duringMfaEnrolment,
      schema: {
        tags,
        security,
        summary: 'Start receiving sign-in codes by e-mail (clients): a code to confirm goes to your address',
        response: { 202: z.object({ accepted: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      await mfa.startCodeFactor(principalOf(request), 'email');
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    '/auth/mfa/email/confirm',
    {
      config: duringMfaEnrolment,
      schema: {
        tags,
        security,
        summary: 'Confirm codes by e-mail with the code just sent (first factor: ten recovery codes, shown once)',
        body: ZEmailFactorConfirmRequest,
        response: { 200: ZRecoveryCodes, ...errors },
      },
    },
    async (request) => mfa.confirmCodeFactor(principalOf(request), 'email', request.body.code),
  );

  app.delete(
    '/auth/mfa/email',
    { schema: { tags, security, summary: 'Stop sign-in codes by e-mail', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await mfa.removeCodeFactor(principalOf(request), 'email');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/mfa/sms',
    {
      config: duringMfaEnrolment,
      schema: {
        tags,
        security,
        summary: 'Start receiving sign-in codes by SMS (clients): a code to confirm is texted to the number given',
        body: ZSmsFactorStartRequest,
        response: { 202: z.object({ accepted: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      await mfa.startCodeFactor(principalOf(request), 'sms', request.body.phone);
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    '/auth/mfa/sms/confirm',
    {
      config: duringMfaEnrolment,
      schema: {
        tags,
        security,
        summary: 'Confirm codes by SMS with the code just texted (first factor: ten recovery codes, shown once)',
        body: ZSmsFactorConfirmRequest,
        response: { 200: ZRecoveryCodes, ...errors },
      },
    },
    async (request) => mfa.confirmCodeFactor(principalOf(request), 'sms', request.body.code),
  );

  app.delete(
    '/auth/mfa/sms',
    { schema: { tags, security, summary: 'Stop sign-in codes by SMS', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await mfa.removeCodeFactor(principalOf(request), 'sms');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/mfa/recovery-codes',
    {
      schema: {
        tags,
        security,
        summary: 'Ten new recovery codes (the old ones stop working)',
        response: { 200: ZRecoveryCodes, ...errors },
      },
    },
    async (request) => mfa.renewRecoveryCodes(principalOf(request)),
  );

  app.post(
    '/auth/mfa/passkeys/options',
    {
      config: duringMfaEnrolment,
      schema: {
        tags,
        security,
        summary: 'Start registering a passkey (400 PASSKEY_ORIGIN_MISMATCH from an address other than PUBLIC_URL)',
        response: { 200: z.object({ options: z.record(z.string(), z.unknown()) }), ...errors },
      },
    },
    async (request) => mfa.passkeyRegistrationOptions(principalOf(request), request.headers.origin),
  );

  app.post(
    '/auth/mfa/passkeys',
    {
      config: duringMfaEnrolment,
      schema: {
        tags,
        security,
        summary: "Register a passkey from the browser's answer",
        body: ZPasskeyRegistrationRequest,
        response: { 200: ZRecoveryCodes, ...errors },
      },
    },
    async (request) => mfa.registerPasskey(principalOf(request), request.body.passkey, request.body.name),
  );

  app.delete(
    '/auth/mfa/passkeys/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove one of my passkeys',
        params: z.object({ id: z.string().min(1).max(1024) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await mfa.removePasskey(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/auth/mfa/trusted-devices/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Forget a remembered device (it asks for the second factor again)',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await mfa.forgetDevice(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/:userId/mfa/reset',
    {
      schema: {
        tags,
        security,
        summary: "Remove a user's second factors and end their sessions (SuperAdmin); the user is e-mailed",
        params: z.object({ userId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await mfa.resetUser(principalOf(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/firm-settings/mfa',
    {
      schema: {
        tags,
        security,
        summary: "The firm's second-factor policy (SuperAdmin)",
        response: { 200: ZMfaPolicy, 403: ZErrorResponse },
      },
    },
    async (request) => mfa.policy(principalOf(request)),
  );

  app.put(
    '/firm-settings/mfa',
    {
      schema: {
        tags,
        security,
        summary: "Change the firm's second-factor policy (SuperAdmin)",
        body: ZMfaPolicy,
        response: { 200: ZMfaPolicy, 403: ZErrorResponse },
      },
    },
    async (request) => mfa.setPolicy(principalOf(request), request.body),
  );
};
