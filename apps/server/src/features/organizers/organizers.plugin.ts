import type { FastifyInstance } from 'fastify';
import type { Audited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { GeneratedFiles } from '../files/generated-files.service.ts';
import type { UploadsService } from '../files/uploads.service.ts';
import type { OrganizerRequests } from '../requests/organizer-requests.ts';
import { createOrganizerAccess } from './organizer-access.ts';
import { createOrganizerAnswersService } from './organizer-answers.service.ts';
import { organizerFilesRoutes } from './organizer-files.routes.ts';
import { createOrganizerFilesService } from './organizer-files.service.ts';
import { createOrganizerReader } from './organizer-reading.ts';
import { createOrganizerReviewService } from './organizer-review.service.ts';
import { createOrganizerSendService } from './organizer-send.service.ts';
import { organizerTemplatesRoutes } from './organizer-templates.routes.ts';
import { createOrganizerTemplatesService } from './organizer-templates.service.ts';
import { organizersRoutes } from './organizers.routes.ts';

/**
 * Organizers (issue 33): templates and their versions, sending (with roll forward), answering, review and
 * exports. An organizer is a request of kind ORGANIZER: `requests` is the requests feature's side of it (its row,
 * status moves, linked files and news); `uploads` and `generatedFiles` the files feature's ways to store a file.
 */
export async function registerOrganizers(
  api: FastifyInstance,
  deps: {
    db: Db;
    audited: Audited;
    requests: OrganizerRequests;
    uploads: Pick<UploadsService, 'storeUpload'>;
    generatedFiles: GeneratedFiles;
    uploadMaxBytes: number;
  },
) {
  const { db, audited, requests } = deps;
  const read = createOrganizerReader(requests);
  const access = createOrganizerAccess({ db, read });
  await api.register(organizerTemplatesRoutes, {
    templates: createOrganizerTemplatesService({ db, audited }),
    send: createOrganizerSendService({ db, audited, requests }),
  });
  await api.register(organizersRoutes, {
    answers: createOrganizerAnswersService({ audited, access }),
    review: createOrganizerReviewService({
      db,
      audited,
      access,
      read,
      requests,
      generatedFiles: deps.generatedFiles,
    }),
  });
  await api.register(organizerFilesRoutes, {
    files: createOrganizerFilesService({ audited, access, uploads: deps.uploads, requests }),
    maxBytes: deps.uploadMaxBytes,
  });
}
