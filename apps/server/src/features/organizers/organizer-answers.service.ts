import type {
  TOrganizerAnswerValue,
  TOrganizerQuestion,
  TSaveOrganizerAnswerRequest,
  TSaveOrganizerAnswerResult,
} from '@ledgerport/contract';
import type { Transaction } from 'kysely';
import { auditActorOf, recordAlongside, recordRefusal, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { DB, Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { assertAnswerable, assertRecipient, type OrganizerAccess } from './organizer-access.ts';
import { checkAnswer, progressOf, shownQuestions } from './organizer-checks.ts';
import { questionHidden } from './organizer-errors.ts';
import { updateQuietAnswer } from './organizer-answers.repo.ts';
import { presentAnswer, valuesOf, type OrganizerCore } from './organizers.presenter.ts';
import { deleteAnswer, upsertAnswer, type AnswerRow } from './organizers.repo.ts';

/**
 * Answer saves on the audit trail: a client saves every answer as it is given (each keystroke pause), so one
 * event per save would bury the trail's other events. The first save of a question by a person is recorded,
 * then again only once AUDIT_QUIET_MS has passed since the last recorded one (or when someone else's answer is
 * replaced): the trail shows who worked on which answer and when, the answer row holds its latest value and
 * author. Refusals (a hidden question, a wrong kind) are always recorded. Submit, return, accept, exports and
 * file uploads are always recorded.
 */
export const AUDIT_QUIET_MS = 10 * 60 * 1000;

export function questionOf(state: OrganizerCore, key: string): TOrganizerQuestion {
  const question = state.row.sections.flatMap((s) => s.questions).find((q) => q.key === key);
  if (!question) throw notFound('Question');
  return question;
}

/** Refuses an answer to a question its condition hides, given the answers with this one in place. */
export function assertShown(state: OrganizerCore, key: string, value: unknown) {
  const values = valuesOf(state);
  if (!shownQuestions(state.row.sections, (k) => (k === key ? value : values.get(k))).has(key)) {
    throw questionHidden(key);
  }
}

/** What a save will do, decided from the organizer as read: the checked value, whose answer it replaces, and
 * whether the trail stays quiet (see AUDIT_QUIET_MS). Throws the refusals (state, recipient, kind, hidden). */
function planSave(actor: Principal, state: OrganizerCore, key: string, body: TSaveOrganizerAnswerRequest) {
  assertAnswerable(state);
  assertRecipient(actor, state);
  const value = checkAnswer(questionOf(state, key), body.value as TOrganizerAnswerValue);
  if (value !== null) assertShown(state, key, value);
  const me = actor.access.userId;
  const previous = state.answers.find((a) => a.question_key === key);
  const seenAt = body.seen_at ? new Date(body.seen_at).getTime() : null;
  const overwrote =
    previous && previous.answered_by !== me && (seenAt === null || previous.answered_at.getTime() > seenAt)
      ? { by_name: previous.by_name ?? '', at: previous.answered_at.toISOString() }
      : null;
  const quiet =
    previous?.answered_by === me &&
    previous.audited_at !== null &&
    Date.now() - previous.audited_at.getTime() < AUDIT_QUIET_MS;
  return { value, me, overwrote, quiet };
}

/** The answer as saved (or gone), whose answer it replaced, and the organizer's progress with it in place. */
function resultOf(
  state: OrganizerCore,
  key: string,
  row: AnswerRow | undefined,
  overwrote: TSaveOrganizerAnswerResult['overwrote'],
): TSaveOrganizerAnswerResult {
  const others = state.answers.filter((a) => a.question_key !== key);
  const values = valuesOf({ ...state, answers: row ? [...others, row] : others });
  return {
    answer: row ? presentAnswer(row, undefined, values.get(key)) : null,
    overwrote,
    progress: progressOf(state.row.sections, (k) => values.get(k)).progress,
  };
}

export function createOrganizerAnswersService(deps: { audited: Audited; access: OrganizerAccess }) {
  const { audited, access } = deps;

  /** The save's general way, inside the organizer's locked transaction: any change, audited unless quiet. */
  async function save(
    trx: Transaction<DB>,
    actor: Principal,
    state: OrganizerCore,
    key: string,
    body: TSaveOrganizerAnswerRequest,
  ): Promise<TSaveOrganizerAnswerResult> {
    const { value, me, overwrote, quiet } = planSave(actor, state, key, body);
    const tenantId = state.row.tenant_id;
    const organizerId = state.row.id;
    const row =
      value === null
        ? await deleteAnswer(trx, organizerId, key).then(() => undefined)
        : await upsertAnswer(trx, { organizerId, tenantId, key, value, by: me, audited: !quiet });
    if (!quiet) {
      await recordAlongside(trx, auditActorOf(actor), {
        action: 'ORGANIZER_ANSWER',
        tenantId,
        target: `request:${organizerId}`,
        detail: `question:${key}`,
        changes: overwrote ? { answered_by: { from: overwrote.by_name, to: me } } : null,
      });
    }
    return resultOf(state, key, row, overwrote);
  }

  /**
   * The common case, a person changing their own answer again within the quiet time: one read and one guarded
   * UPDATE, no transaction (bench:organizers). Undefined when it does not apply or its guard finds the organizer
   * or the answer changed meanwhile; the general way then decides afresh under the lock.
   */
  async function saveQuietly(
    db: Db,
    actor: Principal,
    state: OrganizerCore,
    key: string,
    body: TSaveOrganizerAnswerRequest,
  ): Promise<TSaveOrganizerAnswerResult | undefined> {
    const { value, me, overwrote, quiet } = planSave(actor, state, key, body);
    if (!quiet || value === null) return undefined;
    const { id: organizerId, tenant_id: tenantId } = state.row;
    const row = await updateQuietAnswer(db, { organizerId, tenantId, key, value, by: me, quietMs: AUDIT_QUIET_MS });
    return row && resultOf(state, key, row, overwrote);
  }

  return {
    /** One answer, saved at once; the last write wins and says whose answer it replaced. */
    async save(
      actor: Principal,
      tenantId: string,
      id: string,
      key: string,
      body: TSaveOrganizerAnswerRequest,
    ): Promise<TSaveOrganizerAnswerResult> {
      try {
        const quickly = await access.unlocked(actor, tenantId, id, (db, state) =>
          saveQuietly(db, actor, state, key, body),
        );
        return (
          quickly ?? (await access.answer(actor, tenantId, id, (trx, state) => save(trx, actor, state, key, body)))
        );
      } catch (error) {
        return recordRefusal(
          audited,
          auditActorOf(actor),
          { action: 'ORGANIZER_ANSWER', tenantId, target: `request:${id}` },
          error,
        );
      }
    },
  };
}
export type OrganizerAnswersService = ReturnType<typeof createOrganizerAnswersService>;
