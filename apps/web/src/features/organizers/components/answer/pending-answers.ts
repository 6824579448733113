import type { TOrganizerAnswerValue } from '@ledgerport/contract';

/**
 * Answers given and not yet accepted by the server, kept in this browser per organizer: a lost connection or a
 * closed tab loses nothing; they are sent when the browser is back online or the organizer is opened again.
 */
export type TPendingAnswer = { value: TOrganizerAnswerValue; seenAt: string | null };
export type TPendingAnswers = Record<string, TPendingAnswer>;

const storageKey = (organizerUuid: string) => `ledgerport.organizer.${organizerUuid}.unsent`;

export function loadPendingAnswers(organizerUuid: string): TPendingAnswers {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(organizerUuid)) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as TPendingAnswers) : {};
  } catch {
    return {};
  }
}

function store(organizerUuid: string, pending: TPendingAnswers) {
  try {
    if (Object.keys(pending).length === 0) localStorage.removeItem(storageKey(organizerUuid));
    else localStorage.setItem(storageKey(organizerUuid), JSON.stringify(pending));
  } catch {
    // A full or forbidden storage: the answer is still in the screen and sent while online.
  }
}

export function putPendingAnswer(organizerUuid: string, questionKey: string, answer: TPendingAnswer) {
  store(organizerUuid, { ...loadPendingAnswers(organizerUuid), [questionKey]: answer });
}

/** Forgets the unsent answer, unless it was changed again meanwhile (then that newer one is still to send). */
export function dropPendingAnswer(organizerUuid: string, questionKey: string, sent?: TOrganizerAnswerValue) {
  const pending = loadPendingAnswers(organizerUuid);
  const current = pending[questionKey];
  if (!current) return;
  if (sent !== undefined && JSON.stringify(current.value) !== JSON.stringify(sent)) return;
  delete pending[questionKey];
  store(organizerUuid, pending);
}
