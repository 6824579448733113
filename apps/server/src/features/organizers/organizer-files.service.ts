import { ORGANIZER_LIMITS, VALIDATION_MESSAGES, type TOrganizerAnswer } from '@ledgerport/contract';
import type { Transaction } from 'kysely';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { IncomingFile, UploadsService } from '../files/uploads.service.ts';
import type { OrganizerRequests } from '../requests/organizer-requests.ts';
import { assertAnswerable, assertRecipient, type OrganizerAccess } from './organizer-access.ts';
import { assertShown, questionOf } from './organizer-answers.service.ts';
import { fieldRefused } from './organizer-errors.ts';
import { presentAnswer, type OrganizerCore } from './organizers.presenter.ts';
import { answersOf, deleteAnswerFile, filesOf, insertAnswerFile, upsertAnswer } from './organizers.repo.ts';

export type OrganizerUpload = { declaredBytes: number | undefined; nextFile: () => Promise<IncomingFile | undefined> };

const missingFile = () =>
  new AppError(400, 'VALIDATION_ERROR', 'Send the file as a multipart part named "file"', [
    { field: 'file', message: VALIDATION_MESSAGES.selectFileToUpload },
  ]);

/**
 * Files answering a file question: stored through the files feature's upload path into the company's folder for
 * other documents (named, versioned and recovered like any upload), linked to the question and to the request
 * (a document received for it), all in the upload's own transaction: a refused file leaves nothing behind.
 */
export function createOrganizerFilesService(deps: {
  audited: Audited;
  access: OrganizerAccess;
  uploads: Pick<UploadsService, 'storeUpload'>;
  requests: OrganizerRequests;
}) {
  const { audited, access, uploads, requests } = deps;

  function assertFileQuestion(actor: Principal, state: OrganizerCore, key: string) {
    assertAnswerable(state);
    assertRecipient(actor, state);
    const question = questionOf(state, key);
    if (question.kind !== 'file') throw fieldRefused('file', VALIDATION_MESSAGES.organizerAnswerKind);
    assertShown(state, key, ['file']);
  }

  /** The question's answer after its files changed: its value the live files' uuids. */
  async function answerAfter(trx: Transaction<DB>, state: OrganizerCore, key: string, by: string) {
    const files = (await filesOf(trx, state.row.id)).filter((f) => f.question_key === key);
    const value = files.map((f) => f.id);
    const base = { organizerId: state.row.id, tenantId: state.row.tenant_id, key, by, audited: true };
    await upsertAnswer(trx, { ...base, value });
    const row = (await answersOf(trx, state.row.id)).find((a) => a.question_key === key)!;
    return presentAnswer(row, files, value);
  }

  return {
    async add(
      actor: Principal,
      tenantId: string,
      id: string,
      key: string,
      upload: OrganizerUpload,
    ): Promise<TOrganizerAnswer> {
      const subject = { action: 'ORGANIZER_FILE_ADD', tenantId, target: `request:${id}` } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        scope.detail = `question:${key}`;
        // Checked before a byte is read, and again in the upload's transaction (the organizer may move meanwhile).
        await access.answer(actor, tenantId, id, async (_trx, state) => assertFileQuestion(actor, state, key));
        const file = await upload.nextFile();
        if (!file) throw missingFile();
        return uploads.storeUpload(actor, tenantId, {
          type: 'OTHERS',
          permission: 'upload files',
          file,
          declaredBytes: upload.declaredBytes,
          commitWith: async (trx, stored) => {
            const state = await access.answer(
              actor,
              tenantId,
              id,
              async (_inner, current) => {
                assertFileQuestion(actor, current, key);
                if (current.files.filter((f) => f.question_key === key).length >= ORGANIZER_LIMITS.filesPerQuestion) {
                  throw fieldRefused('file', VALIDATION_MESSAGES.organizerTooManyFiles);
                }
                return current;
              },
              trx,
            );
            const me = actor.access.userId;
            await insertAnswerFile(trx, { organizerId: id, tenantId, key, documentId: stored.document_id, by: me });
            await requests.attach(trx, id, stored.document_id, me);
            scope.changes = { file: { from: null, to: stored.path } };
            const answer = await answerAfter(trx, state, key, me);
            await scope.recordIn(trx);
            return answer;
          },
        });
      });
    },

    /** Takes a file off the question (and the request); the file stays in the company's folders. */
    remove(actor: Principal, tenantId: string, id: string, key: string, fileId: string): Promise<TOrganizerAnswer> {
      const subject = { action: 'ORGANIZER_FILE_REMOVE', tenantId, target: `request:${id}` } as const;
      return audited(auditActorOf(actor), subject, (scope) =>
        access.answer(actor, tenantId, id, async (trx, state) => {
          assertFileQuestion(actor, state, key);
          if (!(await deleteAnswerFile(trx, id, key, fileId))) throw notFound('File');
          await requests.detach(trx, id, fileId);
          scope.detail = `question:${key}`;
          scope.changes = { file: { from: fileId, to: null } };
          const answer = await answerAfter(trx, state, key, actor.access.userId);
          await scope.recordIn(trx);
          return answer;
        }),
      );
    },
  };
}
export type OrganizerFilesService = ReturnType<typeof createOrganizerFilesService>;
