import type { Db } from '../../platform/db/schema.ts';
import type { PageRequest } from '../../platform/db/paginate.ts';
import { containsPattern, paginate } from '../../platform/db/paginate.ts';
import type { InboundOutcome, RefusedAttachment } from '../../platform/db/tables/inbound-mail.table.ts';

export type NewInboundMessage = {
  tenantId: string;
  requestId: string | null;
  /** Issue 34: taken at a thread's address; `bodyText` its text, kept while held. */
  threadId?: string | null;
  bodyText?: string | null;
  addressToken: string;
  messageId: string | null;
  mailFrom: string;
  fromAddress: string;
  fromName: string | null;
  subject: string;
  remoteIp: string;
  verdicts: { spf: string; dkim: string; dmarc: string };
  senderUserId: string | null;
  outcome: InboundOutcome;
  holdReason: string | null;
  fileCount: number;
  refused: RefusedAttachment[];
};

export const insertInboundMessage = async (db: Db, m: NewInboundMessage & { id?: string }) =>
  (
    await db
      .insertInto('inbound_messages')
      .values({
        ...(m.id ? { id: m.id } : {}),
        tenant_id: m.tenantId,
        request_id: m.requestId,
        thread_id: m.threadId ?? null,
        body_text: m.bodyText ?? null,
        address_token: m.addressToken,
        message_id: m.messageId,
        mail_from: m.mailFrom,
        from_address: m.fromAddress,
        from_name: m.fromName,
        subject: m.subject,
        remote_ip: m.remoteIp,
        spf: m.verdicts.spf,
        dkim: m.verdicts.dkim,
        dmarc: m.verdicts.dmarc,
        sender_user_id: m.senderUserId,
        outcome: m.outcome,
        hold_reason: m.holdReason,
        file_count: m.fileCount,
        refused: JSON.stringify(m.refused),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Whether this message (by its Message-ID) already reached this address: a redelivery is answered, not kept twice. */
export const seenBefore = async (db: Db, token: string, messageId: string | null) =>
  messageId !== null &&
  (await db
    .selectFrom('inbound_messages')
    .select('id')
    .where('address_token', '=', token)
    .where('message_id', '=', messageId)
    .executeTakeFirst()) !== undefined;

export type HeldFileInput = {
  position: number;
  name: string;
  storagePath: string;
  size: number;
  sha256: string;
  contentType: string;
};

export async function insertHeldFiles(db: Db, messageId: string, files: HeldFileInput[]) {
  if (files.length === 0) return;
  await db
    .insertInto('inbound_held_files')
    .values(
      files.map((f) => ({
        message_id: messageId,
        position: f.position,
        name: f.name,
        storage_path: f.storagePath,
        size: f.size,
        sha256: f.sha256,
        content_type: f.contentType,
      })),
    )
    .execute();
}

const heldColumns = [
  'inbound_messages.id',
  'inbound_messages.tenant_id',
  'tenants.name as tenant_name',
  'inbound_messages.request_id',
  'inbound_messages.address_token',
  'inbound_messages.from_address',
  'inbound_messages.from_name',
  'inbound_messages.mail_from',
  'inbound_messages.subject',
  'inbound_messages.spf',
  'inbound_messages.dkim',
  'inbound_messages.dmarc',
  'inbound_messages.hold_reason',
  'inbound_messages.outcome',
  'inbound_messages.received_at',
  'inbound_messages.remote_ip',
  'inbound_messages.thread_id',
  'inbound_messages.body_text',
] as const;

/** Held messages, newest first (the partial index inbound_messages_held_idx); `search` in sender, subject, company. */
export function listHeld(db: Db, search: string | undefined, page: PageRequest) {
  let query = db
    .selectFrom('inbound_messages')
    .innerJoin('tenants', 'tenants.id', 'inbound_messages.tenant_id')
    .select(heldColumns)
    .where('inbound_messages.outcome', '=', 'HELD');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('inbound_messages.from_address', 'ilike', pattern),
        eb('inbound_messages.subject', 'ilike', pattern),
        eb('tenants.name', 'ilike', pattern),
      ]),
    );
  }
  return paginate(
    db,
    query.orderBy('inbound_messages.received_at', 'desc').orderBy('inbound_messages.id', 'desc'),
    page,
  );
}

export const findHeld = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('inbound_messages')
    .innerJoin('tenants', 'tenants.id', 'inbound_messages.tenant_id')
    .select(heldColumns)
    .where('inbound_messages.tenant_id', '=', tenantId)
    .where('inbound_messages.id', '=', id)
    .executeTakeFirst();
export type HeldRow = NonNullable<Awaited<ReturnType<typeof findHeld>>>;

export const heldFilesOf = (db: Db, messageIds: string[]) =>
  messageIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('inbound_held_files')
        .selectAll()
        .where('message_id', 'in', messageIds)
        .orderBy('message_id')
        .orderBy('position')
        .execute();

/** HELD → ACCEPTED | REJECTED, once: of two staff deciding at once, one wins (false for the other). */
export async function decideHeld(db: Db, id: string, outcome: 'ACCEPTED' | 'REJECTED', userId: string) {
  const result = await db
    .updateTable('inbound_messages')
    .set({ outcome, decided_by: userId, decided_at: new Date() })
    .where('id', '=', id)
    .where('outcome', '=', 'HELD')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const setFileCount = (db: Db, id: string, fileCount: number) =>
  db.updateTable('inbound_messages').set({ file_count: fileCount }).where('id', '=', id).execute();

export const deleteHeldFiles = (db: Db, messageId: string) =>
  db.deleteFrom('inbound_held_files').where('message_id', '=', messageId).execute();
