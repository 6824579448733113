import { ZOrganizerAnswer, type TOrganizerAnswer } from '@ledgerport/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { postForm } from '../../../lib/post-form.ts';
import { answerPath } from './organizer-keys.ts';

type TFileParams = { tenantUuid: string; organizerUuid: string; questionKey: string };

/**
 * POST …/answers/{key}/files: one file (multipart part `file`, with its progress) into the company's folders,
 * added to the question's answer.
 */
export function uploadAnswerFile(
  params: TFileParams & { file: File; onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<TOrganizerAnswer> {
  const form = new FormData();
  form.append('file', params.file, params.file.name);
  const path = `${answerPath(params.tenantUuid, params.organizerUuid, params.questionKey)}/files`;
  return postForm({ path, form, schema: ZOrganizerAnswer, onProgress: params.onProgress, signal: params.signal });
}

/** DELETE …/answers/{key}/files/{fileId}: off the answer (the file stays in the company's folders). */
export function removeAnswerFile(params: TFileParams & { fileUuid: string }): Promise<unknown> {
  const path = `${answerPath(params.tenantUuid, params.organizerUuid, params.questionKey)}/files/${encodeURIComponent(params.fileUuid)}`;
  return apiRequest(path, { method: 'DELETE' });
}
