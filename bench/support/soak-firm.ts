import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ADMIN } from '../../e2e/support/server-process.ts';
import type { SoakClient } from './soak-api.ts';

/** Who signs in during the soak, and what each may open. */
export type SoakUser = {
  email: string;
  password: string;
  side: 'staff' | 'client';
  /** The companies this user browses (a client's own; staff: all of them). */
  tenants: { id: string; files: string[] }[];
};

const STAFF_PASSWORD = 'Soak-Staff-Password-1!';
const FOLDER = 'Bank Statements';

/**
 * A firm for `users` people, built through the API as an administrator would (companies, staff, client users
 * invited into them, documents, requests), then the invited clients given the administrator's password hash
 * straight in the database, so they sign in without the invitation e-mail. One staff member for every ten
 * people, the rest clients of `tenants` companies.
 */
export async function buildSoakFirm(opts: {
  api: SoakClient;
  databaseUrl: string;
  users: number;
  tenants: number;
  documentsPerTenant: number;
}): Promise<SoakUser[]> {
  const { api, databaseUrl, users, tenants, documentsPerTenant } = opts;
  const must = async <T>(method: string, route: string, body?: unknown) => {
    const answer = await api.call<T>(method, route, admin, body);
    if (answer.status >= 300 || !answer.body) throw new Error(`${method} ${route} → ${answer.status}`);
    return answer.body;
  };
  const signedIn = await api.call<{ token: string }>('POST', '/auth/login', null, ADMIN);
  const admin = signedIn.body!.token;

  const companies: { id: string; files: string[] }[] = [];
  for (let t = 0; t < tenants; t++) {
    const tenant = await must<{ uuid: string }>('POST', '/tenants', {
      name: `Soak Client ${t + 1}`,
      root_directory: `soak-client-${t + 1}`,
      primary_contact_email: `owner${t + 1}@soak.test`,
    });
    const files: string[] = [];
    for (let d = 0; d < documentsPerTenant; d++) {
      const name = `statement-2026-${String(d + 1).padStart(2, '0')}.pdf`;
      files.push(await api.upload(admin, tenant.uuid, name, new Uint8Array(randomBytes(40_000))));
    }
    for (const month of ['09', '10', '11']) {
      await must('POST', `/tenants/${tenant.uuid}/requests`, {
        title: `Bank statements for 2026-${month}`,
        kind: 'BANK_STATEMENT',
        due_on: `2026-12-${month === '11' ? '15' : '01'}`,
      });
    }
    companies.push({ id: tenant.uuid, files });
  }

  const roles = await must<{ data: { id: number; name: string }[] }>('GET', '/roles?per_page=100');
  const processor = roles.data.find((role) => role.name === 'Processor')!.id;
  const staffCount = Math.max(1, Math.round(users / 10));
  const people: SoakUser[] = [];
  for (let s = 0; s < staffCount; s++) {
    const email = `staff${s + 1}@soak.test`;
    await must('POST', '/users', {
      name: `Soak Staff ${s + 1}`,
      email,
      mobile: '+12125550100',
      roles: [processor],
      password: STAFF_PASSWORD,
      password_confirmation: STAFF_PASSWORD,
    });
    people.push({ email, password: STAFF_PASSWORD, side: 'staff', tenants: companies });
  }
  for (let c = 0; c < users - staffCount; c++) {
    const company = companies[c % companies.length]!;
    const email = `client${c + 1}@soak.test`;
    await must('POST', `/tenants/${company.id}/users`, {
      name: `Soak Client User ${c + 1}`,
      email,
      phone_mobile: '+12125550101',
      user_type: c < companies.length ? 'TenantOwner' : 'TenantManager',
    });
    people.push({ email, password: ADMIN.password, side: 'client', tenants: [company] });
  }

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update users set status = 'ACTIVE', password_hash = (select password_hash from users where email = $1)
        where status = 'INVITED'`,
      [ADMIN.email],
    );
  } finally {
    await client.end();
  }
  return people;
}

export const SOAK_FOLDER = FOLDER;
