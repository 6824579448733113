import {
  ZSaveOrganizerAnswerResult,
  type TOrganizerAnswerValue,
  type TSaveOrganizerAnswerResult,
} from '@ledgerport/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { answerPath } from './organizer-keys.ts';

export type TSaveAnswerParams = {
  tenantUuid: string;
  organizerUuid: string;
  questionKey: string;
  value: TOrganizerAnswerValue;
  /** The `at` of the answer this screen last saw (the server names who changed it since). */
  seenAt: string | null;
};

/** PUT …/answers/{key}: saves one answer at once; the last write wins and `overwrote` says whose it replaced. */
export function saveAnswer({
  tenantUuid,
  organizerUuid,
  questionKey,
  value,
  seenAt,
}: TSaveAnswerParams): Promise<TSaveOrganizerAnswerResult> {
  return apiRequest(answerPath(tenantUuid, organizerUuid, questionKey), {
    method: 'PUT',
    body: { value, seen_at: seenAt },
    schema: ZSaveOrganizerAnswerResult,
  });
}
