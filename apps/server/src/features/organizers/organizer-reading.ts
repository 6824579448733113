import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { OrganizerRequests } from '../requests/organizer-requests.ts';
import { findOrganizerCore } from './organizer-answers.repo.ts';
import type { OrganizerCore, OrganizerState } from './organizers.presenter.ts';
import { answersOf, commentsOf, confirmationsOf, filesOf, findOrganizer, lockOrganizer } from './organizers.repo.ts';

/**
 * What an answer save needs, and no more (a client saves every answer as it is given: each statement counts):
 * the organizer with its questions and status, its answers and files. 404 when it is not the tenant's.
 */
export async function readOrganizerCore(db: Db, tenantId: string, id: string, lock = false): Promise<OrganizerCore> {
  // Locked in a statement of its own: the read after it sees what the change it may have waited for wrote.
  if (lock && !(await lockOrganizer(db, tenantId, id))) throw notFound('Organizer');
  const core = await findOrganizerCore(db, tenantId, id);
  if (!core) throw notFound('Organizer');
  return core;
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
