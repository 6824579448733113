import {
  ZAssignThreadRequest,
  ZCompanyThreadsQuery,
  ZEditMessageRequest,
  ZErrorResponse,
  ZFirmInboxQuery,
  ZMarkThreadReadRequest,
  ZMessageSettings,
  ZMessageThread,
  ZMessageThreadPage,
  ZRemoveMessageRequest,
  ZSavedReply,
  ZSavedReplyList,
  ZSaveSavedReplyRequest,
  ZThreadMessage,
  ZThreadMessages,
  ZThreadMessagesQuery,
  ZUnreadThreads,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { MessageChangesService } from './message-changes.service.ts';
import type { MessageThreadsService } from './message-threads.service.ts';
import type { SavedRepliesService } from './saved-replies.service.ts';
import type { MessageSettingsService } from './message-settings.service.ts';

const tags = ['messages'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
export const ZTenantParams = z.strictObject({ tenantId: z.uuid() });
export const ZThreadParams = z.strictObject({ tenantId: z.uuid(), id: z.uuid() });
const ZMessageParams = z.strictObject({ tenantId: z.uuid(), id: z.uuid(), messageId: z.uuid() });
const ZIdParams = z.strictObject({ id: z.uuid() });

/**
 * Conversations (issue 34), everything but writing a message (message-forms.routes.ts: JSON or multipart). Routes
 * are thin: every service checks the tenant (requireTenant) and the MESSAGES switch first.
 */
export const messagesRoutes: FastifyPluginAsyncZod<{
  threads: MessageThreadsService;
  changes: MessageChangesService;
  savedReplies: SavedRepliesService;
  settings: MessageSettingsService;
}> = async (app, { threads, changes, savedReplies, settings }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/tenants/:tenantId/threads',
    {
      schema: {
        tags,
        security,
        summary: "The company's conversations, newest activity first (search subjects and messages; by link)",
        params: ZTenantParams,
        querystring: ZCompanyThreadsQuery,
        response: { 200: ZMessageThreadPage, ...errors },
      },
    },
    async (request) => threads.list(principalOf(request), request.params.tenantId, request.query),
  );

  app.get(
    '/tenants/:tenantId/threads/:id',
    {
      schema: {
        tags,
        security,
        summary: "A conversation's head",
        params: ZThreadParams,
        response: { 200: ZMessageThread, ...errors },
      },
    },
    async (request) => threads.head(principalOf(request), request.params.tenantId, request.params.id),
  );

  app.get(
    '/tenants/:tenantId/threads/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'A page of messages: the newest, before a message, or after one (oldest first)',
        params: ZThreadParams,
        querystring: ZThreadMessagesQuery,
        response: { 200: ZThreadMessages, ...errors },
      },
    },
    async (request) =>
      threads.messages(principalOf(request), request.params.tenantId, request.params.id, request.query),
  );

  app.post(
    '/tenants/:tenantId/threads/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Everything up to that message is read by the caller',
        params: ZThreadParams,
        body: ZMarkThreadReadRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { tenantId, id } = request.params;
      await threads.markRead(principalOf(request), tenantId, id, request.body.up_to);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/tenants/:tenantId/threads/:id/assignee',
    {
      schema: {
        tags,
        security,
        summary: 'The staff member responsible for the conversation, or nobody (staff)',
        params: ZThreadParams,
        body: ZAssignThreadRequest,
        response: { 200: ZMessageThread, ...errors },
      },
    },
    async (request) => {
      const { tenantId, id } = request.params;
      return threads.assign(principalOf(request), tenantId, id, request.body.user_uuid);
    },
  );

  app.patch(
    '/tenants/:tenantId/threads/:id/messages/:messageId',
    {
      schema: {
        tags,
        security,
        summary: 'Edit one of your messages while nobody else has read it (else 409 MESSAGE_ALREADY_READ)',
        params: ZMessageParams,
        body: ZEditMessageRequest,
        response: { 200: ZThreadMessage, ...errors },
      },
    },
    async (request) => {
      const { tenantId, id, messageId } = request.params;
      const actor = principalOf(request);
      await changes.edit(actor, { tenantId, threadId: id, messageId }, request.body);
      return threads.message(actor, tenantId, id, messageId);
    },
  );

  app.delete(
    '/tenants/:tenantId/threads/:id/messages/:messageId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete one of your messages while nobody else has read it (else 409 MESSAGE_ALREADY_READ)',
        params: ZMessageParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { tenantId, id, messageId } = request.params;
      await changes.delete(principalOf(request), { tenantId, threadId: id, messageId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/tenants/:tenantId/threads/:id/messages/:messageId/remove',
    {
      schema: {
        tags,
        security,
        summary: "Remove a message with a reason (staff with 'remove messages'): text and files gone, a trace kept",
        params: ZMessageParams,
        body: ZRemoveMessageRequest,
        response: { 200: ZThreadMessage, ...errors },
      },
    },
    async (request) => {
      const { tenantId, id, messageId } = request.params;
      const actor = principalOf(request);
      await changes.remove(actor, { tenantId, threadId: id, messageId }, request.body);
      return threads.message(actor, tenantId, id, messageId);
    },
  );

  app.get(
    '/message-threads',
    {
      schema: {
        tags,
        security,
        summary: "The firm's inbox (staff with 'view tenant'): waiting on the firm by default, with filters",
        querystring: ZFirmInboxQuery,
        response: { 200: ZMessageThreadPage, ...errors },
      },
    },
    async (request) => threads.inbox(principalOf(request), request.query),
  );

  app.get(
    '/message-threads/unread',
    {
      schema: {
        tags,
        security,
        summary: 'Conversations with something unread for the caller, per company',
        response: { 200: ZUnreadThreads, ...errors },
      },
    },
    async (request) => threads.unread(principalOf(request)),
  );

  app.get(
    '/saved-replies',
    {
      schema: {
        tags,
        security,
        summary: "The firm's saved replies (staff)",
        response: { 200: ZSavedReplyList, ...errors },
      },
    },
    async (request) => savedReplies.list(principalOf(request)),
  );

  app.post(
    '/saved-replies',
    {
      schema: {
        tags,
        security,
        summary: 'Add a saved reply (staff)',
        body: ZSaveSavedReplyRequest,
        response: { 201: ZSavedReply, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await savedReplies.save(principalOf(request), null, request.body)),
  );

  app.put(
    '/saved-replies/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a saved reply (staff)',
        params: ZIdParams,
        body: ZSaveSavedReplyRequest,
        response: { 200: ZSavedReply, ...errors },
      },
    },
    async (request) => savedReplies.save(principalOf(request), request.params.id, request.body),
  );

  app.delete(
    '/saved-replies/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a saved reply (staff)',
        params: ZIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await savedReplies.remove(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/settings/messages',
    {
      schema: {
        tags,
        security,
        summary: "The firm's message setting (staff)",
        response: { 200: ZMessageSettings, ...errors },
      },
    },
    async (request) => settings.read(principalOf(request)),
  );

  app.put(
    '/settings/messages',
    {
      schema: {
        tags,
        security,
        summary: "Change the firm's message setting ('manage firm settings')",
        body: ZMessageSettings,
        response: { 200: ZMessageSettings, ...errors },
      },
    },
    async (request) => settings.update(principalOf(request), request.body),
  );
};
