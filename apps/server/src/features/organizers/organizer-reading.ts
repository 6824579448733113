import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { OrganizerRequests } from '../requests/organizer-requests.ts';
import type { OrganizerState } from './organizers.presenter.ts';
import { answersOf, commentsOf, confirmationsOf, filesOf, findOrganizer } from './organizers.repo.ts';

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
