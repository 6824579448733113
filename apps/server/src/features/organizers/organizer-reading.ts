import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { OrganizerRequests } from '../requests/organizer-requests.ts';
import type { OrganizerCore, OrganizerState } from './organizers.presenter.ts';
import { answersOf, commentsOf, confirmationsOf, filesOf, findOrganizer } from './organizers.repo.ts';

/**
 * What an answer save needs, and no more (a client saves every answer as it is given: each statement counts):
 * the organizer with its questions and status, its answers and files. 404 when it is not the tenant's.
 */
export async function readOrganizerCore(db: Db, tenantId: string, id: string, lock = false): Promise<OrganizerCore> {
  const row = await findOrganizer(db, tenantId, id, lock);
  if (!row) throw notFound('Organizer');
  const [answers, files] = await Promise.all([answersOf(db, id), filesOf(db, id)]);
  return { row, answers, files };
}

/** Reads one organizer of a tenant whole (404 when it is not the tenant's), inside the caller's transaction. */
export function createOrganizerReader(requests: OrganizerRequests) {
  return async function readOrganizer(db: Db, tenantId: string, id: string): Promise<OrganizerState> {
    const row = await findOrganizer(db, tenantId, id);
    if (!row) throw notFound('Organizer');
    const [request, answers, files, comments, confirmed] = await Promise.all([
      requests.present(db, tenantId, id),
      answersOf(db, id),
      filesOf(db, id),
      commentsOf(db, id),
      confirmationsOf(db, id),
    ]);
    return { row, request, answers, files, comments, confirmed };
  };
}
export type OrganizerReader = ReturnType<typeof createOrganizerReader>;
