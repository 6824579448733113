import type { Jobs } from '../../platform/jobs/jobs.ts';
import { executeDisposal, type DisposalDeps } from './disposal-execution.ts';

export const DISPOSAL_EXECUTION_QUEUE = 'records-disposal-execution';

/**
 * Runs an approved review's disposal (sent with the final approval, in its transaction). A failure (storage
 * unreachable, a crash) retries it: executeDisposal resumes with what is left and writes the certificate once.
 */
export async function startDisposalExecution(deps: DisposalDeps & { jobs: Jobs }) {
  const { jobs } = deps;
  await jobs.defineQueue(DISPOSAL_EXECUTION_QUEUE, {
    retryLimit: 10,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 3600,
  });
  await jobs.work<{ review_id: string }>(DISPOSAL_EXECUTION_QUEUE, async (job) => {
    await executeDisposal(deps, job.data.review_id);
  });
}
