import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/build-test-app.ts';
import { filesApi, tenantWithClients } from '../files/files.test-support.ts';

/** A company with its owner, another company's owner, and the firm's SuperAdmin, Admin and Processor signed in. */
export async function recordsWorld(ctx: TestContext) {
  const clients = await tenantWithClients(ctx);
  const staff = async (role: string) =>
    tokenFor(ctx.app, (await createUser(ctx.database.db, { name: `${role} Person`, staffRoles: [role] })).email);
  return {
    ...clients,
    superAdmin: await staff('SuperAdmin'),
    admin: await staff('Admin'),
    processor: await staff('Processor'),
  };
}

export const recordsApi = (ctx: TestContext) => {
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    call,
    /** Uploads a file of `type` and answers its document id. */
    upload: async (token: string, tenantId: string, name: string, type = 'BANK_STATEMENT') => {
      const response = await filesApi(ctx).upload(token, tenantId, name, `bytes of ${name}`, type);
      if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
      return response.json().document_id as string;
    },
  };
};

/** The events of one action, oldest first. */
export const eventsOf = (ctx: TestContext, action: string) =>
  ctx.database.db
    .selectFrom('audit_events')
    .selectAll()
    .where('action', '=', action as never)
    .orderBy('seq')
    .execute();
