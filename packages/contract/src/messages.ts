import { z } from 'zod';
import { zPage } from './pagination.ts';
import { MESSAGE_LIMITS } from './signed-in-constants.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * Messages (issue 34): a secure conversation per company. A thread has a subject and lives in one company;
 * the company's users and the firm's staff write in it. Staff may add internal notes (`internal: true`) that
 * clients never see: not in a list, not in a count, not in an e-mail. A thread may be tied to one request,
 * file, signature envelope or organizer (shown as a link both ways).
 *
 * Who: staff who may see the company ('view tenant') read and write; the company's users read and write in
 * their own company; attachments follow the folder rules ('upload files', the CLIENT_FILE_UPLOAD switch for
 * clients) and land in the company's "Messages" folder as New. Removing another's message needs the staff
 * permission 'remove messages'. The whole feature follows the MESSAGES switch (403 FEATURE_DISABLED when off).
 */

export const THREAD_LINK_KINDS = ['REQUEST', 'FILE', 'SIGNATURE', 'ORGANIZER'] as const;
export const ZThreadLinkKind = z.enum(THREAD_LINK_KINDS);
export type TThreadLinkKind = z.infer<typeof ZThreadLinkKind>;

/** What a thread is about; `label` is the request's title, the file's name, the envelope's or organizer's name. */
export const ZThreadLink = z.object({ kind: ZThreadLinkKind, uuid: z.uuid(), label: z.string() });
export type TThreadLink = z.infer<typeof ZThreadLink>;

export const ZMessageSide = z.enum(['FIRM', 'CLIENT']);
export type TMessageSide = z.infer<typeof ZMessageSide>;

const ZPerson = z.object({ uuid: z.uuid(), name: z.string() });

export const ZMessageThreadSummary = z.object({
  uuid: z.uuid(),
  tenant_uuid: z.uuid(),
  tenant_name: z.string(),
  subject: z.string(),
  link: ZThreadLink.nullable(),
  /** The staff member responsible; always null for a client (staff assignment is the firm's business). */
  assignee: ZPerson.nullable(),
  last_message_at: z.iso.datetime(),
  /** Of the last message the caller may see (never an internal note for a client). */
  last_message_author: z.string(),
  last_message_side: ZMessageSide,
  /** Plain text, at most 160 characters, of that message; '' if it was removed. */
  last_message_preview: z.string(),
  /** The last message (not internal) came from the client: the firm owes an answer. */
  waiting_on_firm: z.boolean(),
  /** Messages the caller may see and has not read. */
  unread_count: z.number().int(),
  created_at: z.iso.datetime(),
});
export type TMessageThreadSummary = z.infer<typeof ZMessageThreadSummary>;
export const ZMessageThreadPage = zPage(ZMessageThreadSummary);
export type TMessageThreadPage = z.infer<typeof ZMessageThreadPage>;

export const ZMessageAttachment = z.object({
  file_uuid: z.uuid(),
  folder_uuid: z.uuid(),
  name: z.string(),
  size: z.number().int(),
});
export type TMessageAttachment = z.infer<typeof ZMessageAttachment>;

export const ZThreadMessage = z.object({
  uuid: z.uuid(),
  author: ZPerson.extend({ side: ZMessageSide }),
  /** A staff-only note; never sent to a client. */
  internal: z.boolean(),
  /** Sanitised HTML rendered on the server from the light formatting (bold, italic, lists, links, line breaks). */
  body_html: z.string(),
  attachments: z.array(ZMessageAttachment),
  /** Arrived as an e-mail reply (its sender's address), or null when written in the portal. */
  via_email: z.string().nullable(),
  created_at: z.iso.datetime(),
  edited_at: z.iso.datetime().nullable(),
  /** Removed by staff: the body and attachments are gone from the message, the trace stays. */
  removed: z.object({ by: z.string(), at: z.iso.datetime(), reason: z.string() }).nullable(),
  /** The author may still edit or delete it: nobody else has read it yet. */
  can_change: z.boolean(),
  /** Staff with 'remove messages', for a message not yet removed. */
  can_remove: z.boolean(),
});
export type TThreadMessage = z.infer<typeof ZThreadMessage>;

/**
 * GET /tenants/{tenantId}/threads/{id}/messages?before={messageId}|after={messageId}: at most
 * MESSAGE_LIMITS.pageSize messages, oldest first. Neither: the newest page. `before`: the page older than that
 * message (`has_older` says whether there is more). `after`: what arrived since (the open screen polls this
 * every few seconds).
 */
export const ZThreadMessagesQuery = z
  .strictObject({ before: z.uuid().optional(), after: z.uuid().optional() })
  .refine((q) => !(q.before && q.after), { path: ['after'] });
export type TThreadMessagesQuery = z.infer<typeof ZThreadMessagesQuery>;
export const ZThreadMessages = z.object({ data: z.array(ZThreadMessage), has_older: z.boolean() });
export type TThreadMessages = z.infer<typeof ZThreadMessages>;

/** GET /tenants/{tenantId}/threads/{id}: the thread's head (its messages are read separately). */
export const ZMessageThread = ZMessageThreadSummary.extend({
  /** The caller may add internal notes (staff only). */
  can_write_internal: z.boolean(),
  /** The caller may attach files here (the folder rules and switches). */
  can_attach: z.boolean(),
});
export type TMessageThread = z.infer<typeof ZMessageThread>;

const ZBody = z
  .string(VALIDATION_MESSAGES.messageRequired)
  .trim()
  .min(1, VALIDATION_MESSAGES.messageRequired)
  .max(MESSAGE_LIMITS.bodyMax, VALIDATION_MESSAGES.messageTooLong);

/**
 * POST /tenants/{tenantId}/threads/{id}/messages → 201 ZThreadMessage. JSON without files, or
 * multipart/form-data with the fields `body` and `internal` ('true'/'false') and up to attachmentsMax parts
 * named `file`. All or nothing: if one file is refused (its name, type, size), nothing is stored and the answer
 * is that file's 4xx. `internal` from a client → 403.
 */
export const ZPostMessageRequest = z.strictObject({
  body: ZBody,
  internal: z.preprocess((v) => v === true || v === 'true', z.boolean()).default(false),
});
export type TPostMessageRequest = z.input<typeof ZPostMessageRequest>;

/**
 * POST /tenants/{tenantId}/threads → 201 ZMessageThread: a new thread with its first message (JSON or
 * multipart as above, plus `subject`, and `link_kind` + `link_uuid` naming a request, file, envelope or
 * organizer of the same company; another company's → 404, as if it did not exist).
 */
export const ZStartThreadRequest = z
  .strictObject({
    subject: z
      .string(VALIDATION_MESSAGES.subjectRequired)
      .trim()
      .min(1, VALIDATION_MESSAGES.subjectRequired)
      .max(MESSAGE_LIMITS.subjectMax),
    body: ZBody,
    link_kind: ZThreadLinkKind.optional(),
    link_uuid: z.uuid().optional(),
  })
  .refine((r) => Boolean(r.link_kind) === Boolean(r.link_uuid), { path: ['link_uuid'] });
export type TStartThreadRequest = z.input<typeof ZStartThreadRequest>;

/** PATCH /tenants/{tenantId}/threads/{id}/messages/{messageId} (the author, unread by others; else 409 MESSAGE_ALREADY_READ). */
export const ZEditMessageRequest = z.strictObject({ body: ZBody });
export type TEditMessageRequest = z.input<typeof ZEditMessageRequest>;
/** DELETE …/messages/{messageId}: the author, while nobody else has read it (409 MESSAGE_ALREADY_READ). */

/** POST …/messages/{messageId}/remove (staff with 'remove messages'): body and files gone, a trace kept. */
export const ZRemoveMessageRequest = z.strictObject({
  reason: z.string(VALIDATION_MESSAGES.reasonRequired).trim().min(1, VALIDATION_MESSAGES.reasonRequired).max(500),
});
export type TRemoveMessageRequest = z.input<typeof ZRemoveMessageRequest>;

/** POST /tenants/{tenantId}/threads/{id}/read: everything up to that message is read by the caller. */
export const ZMarkThreadReadRequest = z.strictObject({ up_to: z.uuid() });

/** PUT /tenants/{tenantId}/threads/{id}/assignee (staff): a staff member, or null for nobody. */
export const ZAssignThreadRequest = z.strictObject({ user_uuid: z.uuid().nullable() });

/**
 * GET /tenants/{tenantId}/threads: the company's threads, newest activity first (the client's list and the
 * company's tab for staff). `search` matches subjects and message text (trigram-indexed); `link_kind` +
 * `link_uuid` list the threads about one thing (the link back from a request, file, envelope or organizer).
 */
export const ZCompanyThreadsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  search: z.string().trim().max(200).optional(),
  link_kind: ZThreadLinkKind.optional(),
  link_uuid: z.uuid().optional(),
});
export type TCompanyThreadsQuery = z.infer<typeof ZCompanyThreadsQuery>;

/**
 * GET /message-threads (staff): the firm's inbox, newest activity first. By default only threads waiting on
 * the firm (`waiting=true`); `waiting=false` lists all. Filters: company, responsible staff member ('me',
 * 'none' or a uuid), unread only; `search` as above, across the companies the caller may see.
 */
export const ZFirmInboxQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  search: z.string().trim().max(200).optional(),
  tenant_uuid: z.uuid().optional(),
  assignee: z.union([z.literal('me'), z.literal('none'), z.uuid()]).optional(),
  unread: z.enum(['true', 'false']).optional(),
  waiting: z.enum(['true', 'false']).default('true'),
});
export type TFirmInboxQuery = z.infer<typeof ZFirmInboxQuery>;

/**
 * GET /message-threads/unread (any signed-in user): threads with something unread for the caller; a client in
 * each of their companies (`by_tenant`), staff across the companies they may see as one `total`, counted up to
 * MESSAGE_LIMITS.unreadTotalCap + 1 (more than the cap: the badge says "99+"; `by_tenant` is empty for staff).
 * Shown in the sidebar and on the client's "what your firm needs" page.
 */
export const ZUnreadThreads = z.object({
  total: z.number().int(),
  by_tenant: z.array(z.object({ tenant_uuid: z.uuid(), count: z.number().int() })),
});
export type TUnreadThreads = z.infer<typeof ZUnreadThreads>;

/** Saved replies (staff, shared by the firm): GET/POST /saved-replies, PUT/DELETE /saved-replies/{id}. */
export const ZSavedReply = z.object({
  uuid: z.uuid(),
  title: z.string(),
  body: z.string(),
  updated_at: z.iso.datetime(),
});
export type TSavedReply = z.infer<typeof ZSavedReply>;
export const ZSavedReplyList = z.object({ data: z.array(ZSavedReply) });
export const ZSaveSavedReplyRequest = z.strictObject({
  title: z
    .string(VALIDATION_MESSAGES.nameRequired)
    .trim()
    .min(1, VALIDATION_MESSAGES.nameRequired)
    .max(MESSAGE_LIMITS.savedReplyTitleMax),
  body: ZBody,
});
export type TSaveSavedReplyRequest = z.input<typeof ZSaveSavedReplyRequest>;

/**
 * Firm setting (PUT /settings/messages, 'manage firm settings'): whether e-mails to clients about a new message
 * carry its text. Off by default: the e-mail only says there is a message and links to it. Staff e-mails never
 * carry internal notes of course, and do carry the text of client messages.
 */
export const ZMessageSettings = z.strictObject({ client_emails_include_text: z.boolean() });
export type TMessageSettings = z.infer<typeof ZMessageSettings>;
