import type { TOrganizer, TOrganizerAnswerValue, TOrganizerQuestion } from '@ledgerport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../lib/api-error.ts';
import { organizerQueryKey } from '../../api/organizer-keys.ts';
import { saveAnswer } from '../../api/save-answer.ts';
import { answerProblem, savesAtOnce, type TAnswerProblem } from './answer-logic.ts';
import { dropPendingAnswer, loadPendingAnswers, putPendingAnswer } from './pending-answers.ts';

/** Typed answers are sent after this pause in typing (a click is sent at once). */
export const TYPING_PAUSE_MS = 600;
/**
 * A save that failed on the network while the browser says it is online (a dead Wi-Fi, a server restarting)
 * is tried again after this long; going offline and back sends at once.
 */
const RETRY_MS = 15_000;

export type TAnswerNote =
  /** Typed, sent after the pause. */
  | { kind: 'waiting' }
  | { kind: 'saving' }
  | { kind: 'saved'; overwrote: { by_name: string; at: string } | null }
  | { kind: 'offline' }
  | { kind: 'invalid'; problem: TAnswerProblem }
  | { kind: 'refused'; error: unknown };

const lostConnection = (error: unknown) =>
  isApiError(error) && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT');

const valuesOf = (organizerUuid: string) =>
  Object.fromEntries(Object.entries(loadPendingAnswers(organizerUuid)).map(([key, pending]) => [key, pending.value]));

/**
 * Each answer is saved as it is given: kept in this browser first (pending-answers), then sent; whatever could
 * not be sent waits there and goes out when the browser is back online (or the organizer is opened again).
 * The screen shows `valueOf`: what the user gave, else what the server has.
 */
export function useAnswerSaver(organizer: TOrganizer, editable: boolean) {
  const queryClient = useQueryClient();
  const { uuid: organizerUuid, tenant_uuid: tenantUuid } = organizer;
  const cacheKey = organizerQueryKey(tenantUuid, organizerUuid);
  const [drafts, setDrafts] = useState<Record<string, TOrganizerAnswerValue>>(() => valuesOf(organizerUuid));
  // Opened offline with answers left unsent: say so at once.
  const [notes, setNotes] = useState<Record<string, TAnswerNote>>(() =>
    navigator.onLine
      ? {}
      : Object.fromEntries(Object.keys(loadPendingAnswers(organizerUuid)).map((key) => [key, { kind: 'offline' }])),
  );
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sendAllRef = useRef<() => void>(() => undefined);
  const note = (key: string, value: TAnswerNote | null) =>
    setNotes((current) => {
      const next = { ...current };
      if (value) next[key] = value;
      else delete next[key];
      return next;
    });

  const send = useCallback(
    async (key: string) => {
      timers.current.delete(key);
      const pending = loadPendingAnswers(organizerUuid)[key];
      if (!pending) return;
      if (!navigator.onLine) return note(key, { kind: 'offline' });
      note(key, { kind: 'saving' });
      try {
        const result = await saveAnswer({
          tenantUuid,
          organizerUuid,
          questionKey: key,
          value: pending.value,
          seenAt: pending.seenAt,
        });
        dropPendingAnswer(organizerUuid, key, pending.value);
        queryClient.setQueryData<TOrganizer>(cacheKey, (current) => {
          if (!current) return current;
          const answers = { ...current.answers };
          if (result.answer) answers[key] = result.answer;
          else delete answers[key];
          return { ...current, answers, progress: result.progress };
        });
        // A newer value typed while this one travelled is still pending: its own send reports on it.
        if (!loadPendingAnswers(organizerUuid)[key]) note(key, { kind: 'saved', overwrote: result.overwrote });
      } catch (error) {
        if (lostConnection(error)) {
          if (navigator.onLine && retry.current === undefined) {
            retry.current = setTimeout(() => {
              retry.current = undefined;
              sendAllRef.current();
            }, RETRY_MS);
          }
          return note(key, { kind: 'offline' });
        }
        // Refused (a rule the screen did not catch, a submitted organizer): sending it again would be refused too.
        dropPendingAnswer(organizerUuid, key, pending.value);
        note(key, { kind: 'refused', error });
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cache key is made of these two
    [organizerUuid, tenantUuid, queryClient],
  );

  const sendAll = useCallback(() => {
    for (const key of Object.keys(loadPendingAnswers(organizerUuid))) void send(key);
  }, [organizerUuid, send]);
  useEffect(() => {
    sendAllRef.current = sendAll;
  }, [sendAll]);
  useEffect(() => () => clearTimeout(retry.current), []);

  // Back online, or opened again with answers left unsent: send them.
  useEffect(() => {
    if (!editable) return;
    // After this render: sending reports on each answer.
    const opening = navigator.onLine ? setTimeout(sendAll, 0) : undefined;
    window.addEventListener('online', sendAll);
    return () => {
      clearTimeout(opening);
      window.removeEventListener('online', sendAll);
    };
  }, [editable, sendAll]);

  // Leaving the screen within a typing pause still sends what was typed.
  useEffect(() => {
    const waiting = timers.current;
    return () => {
      for (const [key, timer] of waiting) {
        clearTimeout(timer);
        void send(key);
      }
    };
  }, [send]);

  const change = (question: Pick<TOrganizerQuestion, 'key' | 'kind' | 'min' | 'max'>, value: TOrganizerAnswerValue) => {
    const key = question.key;
    setDrafts((current) => ({ ...current, [key]: value }));
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    const problem = answerProblem(question, value);
    if (problem) {
      dropPendingAnswer(organizerUuid, key);
      return note(key, { kind: 'invalid', problem });
    }
    const current = queryClient.getQueryData<TOrganizer>(cacheKey);
    putPendingAnswer(organizerUuid, key, { value, seenAt: current?.answers[key]?.at ?? null });
    if (!navigator.onLine) return note(key, { kind: 'offline' });
    note(key, null);
    if (savesAtOnce(question.kind)) void send(key);
    else
      timers.current.set(
        key,
        setTimeout(() => void send(key), TYPING_PAUSE_MS),
      );
  };

  const valueOf = (key: string): TOrganizerAnswerValue | undefined =>
    key in drafts ? drafts[key] : organizer.answers[key]?.value;
  const unsent = Object.values(notes).some((n) => n.kind === 'offline');
  const busy = Object.values(notes).some((n) => n.kind === 'saving' || n.kind === 'waiting');

  return { valueOf, change, notes, unsent, busy, note };
}
