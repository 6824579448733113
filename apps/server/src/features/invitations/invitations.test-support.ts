import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import type { DB } from '../../platform/db/schema.ts';

/** The invitation e-mails queued to `email`, oldest first, with the token each one's link carries. */
export async function invitationMails(db: Kysely<DB>, email: string) {
  const mails = await db
    .selectFrom('outbox_messages')
    .select(['to_address', 'template', 'text_body'])
    .where('to_address', '=', email)
    .where('template', '=', 'invitation')
    .orderBy('seq')
    .execute();
  return mails.map((mail) => {
    const match = /\/app\/register\?user_verification_uuid=([\w%-]+)/.exec(mail.text_body);
    if (!match) throw new Error(`The invitation to ${email} carries no registration link`);
    return { ...mail, token: decodeURIComponent(match[1]!) };
  });
}

/** What the registration screen asks when someone opens an invitation link. */
export const openInvitation = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: `/api/v1/invitations/${encodeURIComponent(token)}` });

/** Invites a staff member the way an Admin does, and reads the link's token from the queued e-mail. */
export async function invite(ctx: TestContext, email: string) {
  const admin = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/internal-users',
    headers: bearer(await tokenFor(ctx.app, admin.email)),
    payload: {
      user_name: 'Ivy Invitee',
      email,
      phone_mobile: '5551110000',
      phone_office: '5552220000',
      fax: '5553330000',
      user_type: 'Processor',
    },
  });
  expect(response.statusCode).toBe(201);
  const [mail] = await invitationMails(ctx.database.db, email);
  return { userId: response.json().uuid as string, token: mail!.token };
}
