import type { FastifyInstance } from 'fastify';
import type { Audited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import type { LinkUploads } from '../files/link-uploads.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RequestThrottle } from '../registration/request-throttle.service.ts';
import type { RequestLinkUploads } from '../requests/request-link-uploads.service.ts';
import { createUploadLinkAccess } from './upload-link-access.ts';
import { createUploadLinkCodes } from './upload-link-code.ts';
import { createUploadGrants } from './upload-link-grant.ts';
import { uploadLinkPublicRoutes } from './upload-link-public.routes.ts';
import { createUploadLinkPublicService } from './upload-link-public.service.ts';
import { uploadLinksRoutes } from './upload-links.routes.ts';
import { createUploadLinksService } from './upload-links.service.ts';

/**
 * Upload links (issue 32, part 2): staff's routes and the public ones. Files are kept by the files feature
 * (`linkUploads`), a request is submitted by the requests feature (`requests`); `throttle` is the per-IP
 * counting every public way in shares; codes and grants are keyed from the server secret.
 */
export async function registerUploadLinks(
  api: FastifyInstance,
  deps: {
    db: Db;
    audited: Audited;
    jwtSecret: string;
    mail: MailQueue;
    throttle: RequestThrottle;
    notifications: NotificationsService;
    linkUploads: LinkUploads;
    requests: RequestLinkUploads;
    publicUrl: string;
    uploadMaxBytes: number;
  },
) {
  const { db, audited, linkUploads, requests, uploadMaxBytes } = deps;
  await api.register(uploadLinksRoutes, {
    links: createUploadLinksService({ db, audited, linkUploads, requests, publicUrl: deps.publicUrl, uploadMaxBytes }),
  });
  const uploads = createUploadLinkPublicService({
    db,
    log: api.log,
    audited,
    access: createUploadLinkAccess({ db, throttle: deps.throttle }),
    throttle: deps.throttle,
    codes: createUploadLinkCodes(deps.jwtSecret),
    grants: createUploadGrants(deps.jwtSecret),
    mail: deps.mail,
    linkUploads,
    requests,
    notifications: deps.notifications,
    maxFileBytes: uploadMaxBytes,
  });
  await api.register(uploadLinkPublicRoutes, { uploads, maxBytes: uploadMaxBytes });
}
