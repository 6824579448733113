import { Readable } from 'node:stream';
import type { TBulkBatch, TBulkNotificationRequest } from '@ledgerport/contract';
import { beforeAll, expect, vi } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { loadConfig } from '../../config.ts';
import { createAudited } from '../../platform/audit/audited.ts';
import { loadAccess } from '../../platform/auth/access.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { OutboundPlatform } from '../../platform/outbound/outbound-platform.ts';
import { FAST_RETRY, useOutboundPlatform } from '../../platform/outbound/outbound.test-support.ts';
import type { Texter } from '../../platform/sms/texter.ts';
import type { BulkForm } from '../../platform/spreadsheets/bulk-form.ts';
import { createClock } from '../../platform/time/clock.ts';
import { multipartForm } from '../payroll/payroll.test-support.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import { startBulkFanOut, type BulkFanOut } from './bulk-fan-out.ts';
import { createBulkNotificationsService, type BulkNotificationsService } from './bulk-notifications.service.ts';

export const HEADERS = {
  SALES_TAX: ['Client Name', 'Email', 'Phone Number', 'Sales Tax'],
  PAYROLL_TAX: ['Client Name', 'Email', 'Phone Number', '941 Pmt'],
  PUSH: ['Client Name', 'Email', 'Phone Number'],
} as const;

const csvCell = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** A CSV sheet: the kind's header row, then `rows` (the first data row is the sheet's row 2). */
export const csvSheet = (header: readonly string[], rows: string[][]) =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');

export const salesTaxRequest = (selected: number[], extra: Partial<TBulkNotificationRequest> = {}) => ({
  kind: 'SALES_TAX' as const,
  selected_rows: selected,
  ...extra,
});

export type SheetFile = { name: string; content: Buffer | string };

export const bulkApi = (ctx: TestContext) => ({
  submit: (token: string, batch: object | string, file?: SheetFile) => {
    const form = multipartForm([
      { field: 'batch', value: typeof batch === 'string' ? batch : JSON.stringify(batch) },
      ...(file ? [{ field: 'file', fileName: file.name, content: file.content }] : []),
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bulk/notifications',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  },
  list: (token: string, query: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/bulk/notifications', query, headers: bearer(token) }),
  get: (token: string, batchId: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/bulk/notifications/${batchId}`, headers: bearer(token) }),
  rows: (token: string, batchId: string, query: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/bulk/notifications/${batchId}/rows`, query, headers: bearer(token) }),
});

/** A firm Admin (Admins hold 'send bulk notifications') and their token. */
export async function sender(ctx: TestContext, spec: { name?: string; email?: string } = {}) {
  const user = await createUser(ctx.database.db, { staffRoles: ['Admin'], ...spec });
  return { user, token: await tokenFor(ctx.app, user.email) };
}

/** The form as the service reads it, without HTTP: the `batch` JSON, then the sheet. */
export const bulkForm = (batch: object, file: SheetFile): BulkForm => {
  const parts = [
    { kind: 'field' as const, name: 'batch', value: JSON.stringify(batch), truncated: false },
    { kind: 'file' as const, name: 'file', fileName: file.name, content: Readable.from([Buffer.from(file.content)]) },
  ];
  return { isMultipart: true, nextPart: async () => parts.shift() };
};

export const batchCount = async (database: Database) =>
  Number(
    (
      await database.db
        .selectFrom('bulk_batches')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Every message a batch queued, both channels, by idempotency key. */
export async function messagesOf(database: Database, batchId: string) {
  const prefix = `bulk:${batchId}:%`;
  const [emails, texts] = await Promise.all([
    database.db
      .selectFrom('outbox_messages')
      .select(['idempotency_key', 'to_address', 'locale', 'subject', 'text_body', 'status'])
      .where('idempotency_key', 'like', prefix)
      .orderBy('idempotency_key')
      .execute(),
    database.db
      .selectFrom('sms_messages')
      .select(['idempotency_key', 'to_number', 'locale', 'body', 'status', 'delivered_via'])
      .where('idempotency_key', 'like', prefix)
      .orderBy('idempotency_key')
      .execute(),
  ]);
  return { emails, texts };
}

/** Polls the batch (as the result screen does) until it is DONE. */
export async function waitForDone(read: () => Promise<TBulkBatch>, timeout = 30_000): Promise<TBulkBatch> {
  let batch: TBulkBatch | undefined;
  await vi.waitFor(
    async () => {
      batch = await read();
      expect(batch.state).toBe('DONE');
    },
    { timeout, interval: 200 },
  );
  return batch!;
}

export type BulkEngine = {
  database: Database;
  platform: OutboundPlatform;
  fanOut: BulkFanOut;
  service: BulkNotificationsService;
  /** A firm user to record as the batches' initiator. */
  actor: Principal;
};

/**
 * The bulk engine without HTTP, for one test file: a fresh database, the mail and SMS workers on the given
 * transports (retrying without waiting), the fan-out worker and the service.
 */
export function useBulkEngine(
  transports: { mailer: () => Mailer; texter: () => Texter },
  options: { pollingSeconds?: number } = {},
): BulkEngine {
  // The platform's hooks (database, workers; stopped and closed after the file) run before the ones below.
  const engine = useOutboundPlatform({
    ...transports,
    mailRetry: FAST_RETRY,
    smsRetry: FAST_RETRY,
    pollingSeconds: options.pollingSeconds,
  }) as BulkEngine;
  beforeAll(async () => {
    const { db } = engine.database;
    const { jobs, mail, sms } = engine.platform;
    const notifications = createNotificationsService({ db, mail, clock: createClock('UTC') });
    const publicUrl = 'https://portal.example.test';
    engine.fanOut = await startBulkFanOut({ db, jobs, mail, sms, notifications, publicUrl });
    const limits = loadConfig({}).spreadsheetLimits;
    const audited = createAudited(db, { error: (...args: unknown[]) => console.error(...args) });
    engine.service = createBulkNotificationsService({ db, fanOut: engine.fanOut, limits, audited });
    const user = await createUser(db, { staffRoles: ['Admin'], name: 'Nora Adviser' });
    engine.actor = {
      // The service checks the sender's permission itself: the user's real access, as a request would carry.
      access: await loadAccess(db, user.id),
      sessionId: 'test',
      mfaEnrolmentPending: false,
      client: { ip: '127.0.0.1', userAgent: null },
    };
  });
  return engine;
}
