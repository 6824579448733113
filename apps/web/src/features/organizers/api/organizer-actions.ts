import { ZOrganizer, type TOrganizer, type TReturnOrganizerRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { downloadWithSession } from '../../../lib/file-download/download-with-session.ts';
import { organizerPath, organizerQueryKey } from './organizer-keys.ts';

type TRef = { tenantUuid: string; organizerUuid: string };

/**
 * The organizer's state changes: each answers the organizer as it now is (it is put in the cache); a body
 * that is not the organizer (204) refetches it.
 */
async function post(ref: TRef, action: string, body?: unknown): Promise<TOrganizer | undefined> {
  const answer = await apiRequest(`${organizerPath(ref.tenantUuid, ref.organizerUuid)}/${action}`, {
    method: 'POST',
    body,
  });
  const parsed = ZOrganizer.safeParse(answer);
  return parsed.success ? parsed.data : undefined;
}

/** POST …/sections/{key}/confirm: a rolled-forward section is still true. */
export const confirmSection = (ref: TRef & { sectionKey: string }) =>
  post(ref, `sections/${encodeURIComponent(ref.sectionKey)}/confirm`);
/** POST …/submit: 400 ORGANIZER_INCOMPLETE lists the missing questions. */
export const submitOrganizer = (ref: TRef) => post(ref, 'submit');
/** POST …/return (staff): with a comment on each question to fix. */
export const returnOrganizer = (ref: TRef & { body: TReturnOrganizerRequest }) => post(ref, 'return', ref.body);
/** POST …/accept (staff): DONE and locked; the PDF goes into the company's folders. */
export const acceptOrganizer = (ref: TRef) => post(ref, 'accept');

/** GET …/export?format=csv|xlsx (staff): the answers as a spreadsheet download. */
export const exportOrganizer = (ref: TRef & { format: 'csv' | 'xlsx' }) =>
  downloadWithSession(
    `${organizerPath(ref.tenantUuid, ref.organizerUuid)}/export?${new URLSearchParams({ format: ref.format })}`,
    `organizer.${ref.format}`,
  );

/** A mutation of one organizer that refreshes it (and the lists it is in) once done. */
export function useOrganizerAction<TVars extends TRef>(action: (vars: TVars) => Promise<TOrganizer | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (organizer, vars) => {
      if (organizer) queryClient.setQueryData(organizerQueryKey(vars.tenantUuid, vars.organizerUuid), organizer);
    },
    onSettled: (_data, _error, vars) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizerQueryKey(vars.tenantUuid, vars.organizerUuid) }),
        queryClient.invalidateQueries({ queryKey: ['requests'] }),
      ]),
  });
}
