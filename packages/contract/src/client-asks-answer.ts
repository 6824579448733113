// What the client's first page ("What your firm needs from you", issue 30) reads, checked without zod as the
// answers of signed-in-answers.ts are: it is where a client lands, so its first render should not wait for zod
// (issue 17, item 4). Its constants live in signed-in-constants.ts, zod-free; client-asks.ts builds the schema
// from them, and signed-in-answers.test.ts holds the check beside that schema.
import { answerCheck, isOneOf, isRecord, isString, isStringOrNull, isUuid, ISO_UTC } from './answer-checks.ts';
import type { TClientAsks } from './client-asks.ts';
import { REQUEST_ASK_URGENCIES, REQUEST_KINDS, SIGNATURE_ASK_URGENCIES } from './signed-in-constants.ts';

/** How many items GET /asks answers at most; `truncated` says more wait on the companies' own pages. */
export const CLIENT_ASKS_MAX = 100;

const isCompany = (value: Record<string, unknown>) => isUuid(value.tenant_uuid) && isString(value.tenant_name);

/** ZRequestAsk */
const isRequestAsk = (value: Record<string, unknown>) =>
  isOneOf(REQUEST_ASK_URGENCIES)(value.urgency) &&
  isUuid(value.request_uuid) &&
  isString(value.title) &&
  isOneOf(REQUEST_KINDS)(value.kind) &&
  isString(value.due_on) &&
  isStringOrNull(value.period_start) &&
  isStringOrNull(value.period_end) &&
  isStringOrNull(value.return_note);

/** ZDocumentAsk */
const isDocumentAsk = (value: Record<string, unknown>) =>
  value.urgency === 'NEEDS_ATTENTION' &&
  isUuid(value.document_uuid) &&
  isString(value.name) &&
  isString(value.folder) &&
  isStringOrNull(value.note) &&
  isString(value.marked_at) &&
  ISO_UTC.test(value.marked_at);

/** ZSignatureAsk */
const isSignatureAsk = (value: Record<string, unknown>) =>
  isOneOf(SIGNATURE_ASK_URGENCIES)(value.urgency) &&
  isUuid(value.envelope_uuid) &&
  isString(value.title) &&
  isStringOrNull(value.due_on) &&
  (value.expires_at === null || (isString(value.expires_at) && ISO_UTC.test(value.expires_at)));

const isAsk = (value: unknown) =>
  isRecord(value) &&
  isCompany(value) &&
  ((value.type === 'request' && isRequestAsk(value)) ||
    (value.type === 'document' && isDocumentAsk(value)) ||
    (value.type === 'signature' && isSignatureAsk(value)));

/** ZClientAsks */
const isClientAsks = (value: unknown): value is TClientAsks =>
  isRecord(value) && Array.isArray(value.data) && value.data.every(isAsk) && typeof value.truncated === 'boolean';

export const CLIENT_ASKS_ANSWER = answerCheck('what the firm needs from you', isClientAsks);
