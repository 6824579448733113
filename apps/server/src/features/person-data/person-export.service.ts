import type { Readable } from 'node:stream';
import { PERSON_DATA_FILES } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from '../../platform/zip/zip-file.ts';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import type { Clock } from '../../platform/time/clock.ts';
import {
  messagesOf,
  organizerAnswersOf,
  payrollOf,
  personById,
  rolesOf,
  salesTaxOf,
  sessionsOf,
  signInEventsOf,
  uploadsOf,
} from './person-data.repo.ts';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
// A company's name as one folder of the zip: no separators or characters an unzip refuses (control characters
// are refused at the company's creation).
const safeSegment = (text: string) => text.replace(/[\\/:*?"<>|]/g, '_');

/** Who may export a person's data: staff with 'manage personal data', or the person herself (GDPR Art. 15, 20). */
export function mayExport(actor: Principal, userId: string) {
  return actor.access.userId === userId || actor.access.firmPermissions.has('manage personal data');
}

/**
 * A person's data as one zip (issue 35, item 5): her profile, roles and companies, sign-ins (sessions and the
 * trail's sign-in events), her uploads' facts and bytes (live ones; trashed ones listed), payroll and sales-tax
 * submissions, organizer answers and messages, as JSON. Streamed: each file is opened when the archive reaches it,
 * so memory stays flat. On the trail as PERSON_DATA_EXPORT (target `user:<uuid>`).
 */
export function createPersonExportService(deps: {
  db: Db;
  audited: Audited;
  storageFor: StorageResolver;
  clock: Pick<Clock, 'now'>;
  log: FastifyBaseLogger;
}) {
  const { db, audited, storageFor, clock, log } = deps;

  return {
    exportZip: (actor: Principal, userId: string): Promise<{ fileName: string; stream: Readable }> =>
      audited(
        auditActorOf(actor),
        { action: 'PERSON_DATA_EXPORT', tenantId: null, target: `user:${userId}` },
        async (scope) => {
          if (!mayExport(actor, userId)) throw forbidden();
          const person = await personById(db, userId);
          if (!person) throw notFound('User');
          const [roles, sessions, signIns, uploads, payroll, salesTax, answers, messages] = await Promise.all([
            rolesOf(db, userId),
            sessionsOf(db, userId),
            signInEventsOf(db, userId),
            uploadsOf(db, userId),
            payrollOf(db, userId),
            salesTaxOf(db, userId),
            organizerAnswersOf(db, userId),
            messagesOf(db, userId),
          ]);
          const at = clock.now();
          const zip = new ZipFile();
          const add = (name: string, value: unknown) => zip.addBuffer(json(value), name, { mtime: at, compress: true });
          add(PERSON_DATA_FILES.profile, {
            ...person,
            firm_roles: roles.firm,
            companies: roles.tenants.map((t) => ({ company: t.tenant, role: t.role })),
          });
          add(PERSON_DATA_FILES.signIns, { sessions, events: signIns });
          const live = uploads.filter((u) => u.deleted_at === null);
          const fileName = (u: { tenant: string; folder: string; name: string }) =>
            `${PERSON_DATA_FILES.filesFolder}${safeSegment(u.tenant)}/${u.folder ? `${u.folder}/` : ''}${u.name}`;
          add(
            PERSON_DATA_FILES.uploads,
            uploads.map(({ storage_path: _p, root_directory: _r, root_directory_type: _t, ...u }) => ({
              ...u,
              in_zip: u.deleted_at === null ? fileName(u) : null,
            })),
          );
          add(PERSON_DATA_FILES.payroll, payroll);
          add(PERSON_DATA_FILES.salesTax, salesTax);
          add(PERSON_DATA_FILES.organizerAnswers, answers);
          add(PERSON_DATA_FILES.messages, messages);
          for (const upload of live) {
            const storage = storageFor(upload);
            zip.addReadStreamLazy(fileName(upload), { compress: false, mtime: upload.uploaded_at }, (callback) => {
              storage.read(upload.storage_path).then(
                (stream) => callback(null, stream),
                (error: unknown) =>
                  callback(error instanceof Error ? error : new Error(String(error)), undefined as never),
              );
            });
          }
          const stream = zip.outputStream as unknown as Readable;
          zip.on('error', (error: unknown) => {
            log.error({ err: error, userId }, 'person data export broken off');
            stream.destroy(error instanceof Error ? error : new Error(String(error)));
          });
          zip.end();
          scope.detail = `${live.length} files`;
          return { fileName: `person-data-${userId}-${at.toISOString().slice(0, 10)}.zip`, stream };
        },
      ),
  };
}
export type PersonExportService = ReturnType<typeof createPersonExportService>;
