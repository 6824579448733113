import { ZTemplateRun, type TTemplateRun } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** How often a run still going is asked about: its progress bar moves at this pace. */
export const RUN_POLL_MS = 1000;

export const getTemplateRun = (uuid: string, signal?: AbortSignal): Promise<TTemplateRun> =>
  apiRequest(`/request-template-runs/${encodeURIComponent(uuid)}`, { schema: ZTemplateRun, signal });

const ended = (run: TTemplateRun | undefined) => run?.state === 'DONE' || run?.state === 'FAILED';

/** A run, asked again every second until it has ended. */
export const useTemplateRun = (uuid: string | null) =>
  useQuery({
    queryKey: ['request-template-runs', uuid],
    queryFn: ({ signal }) => getTemplateRun(uuid!, signal),
    enabled: uuid !== null,
    refetchInterval: (query) => (ended(query.state.data) ? false : RUN_POLL_MS),
  });
