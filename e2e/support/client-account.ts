import type { staffApi } from './staff-api.ts';

type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/**
 * A client who can sign in: staff add them to the tenant (an invitation), then they register from the e-mailed
 * link and confirm the e-mailed code, all through the API. The screens of that path have their own journey
 * (people-and-access); here it is only the set-up of another journey.
 */
export async function createActiveClient(
  baseUrl: string,
  api: StaffApi,
  input: { tenantId: string; name: string; email: string; password: string; userType?: string },
): Promise<void> {
  await api.post(`/tenants/${input.tenantId}/users`, {
    name: input.name,
    email: input.email,
    phone_mobile: '5550199',
    user_type: input.userType ?? 'TenantOwner',
  });
  const invitation = await api.latestMail(input.email, 'invitation');
  const token = /user_verification_uuid=([\w-]+)/.exec(invitation)?.[1];
  if (!token) throw new Error(`no invitation link in:\n${invitation}`);
  await publicPost(baseUrl, `/invitations/${token}/register`, { name: input.name, password: input.password });

  const code = /\b(\d{6})\b/.exec(await api.latestMail(input.email, 'signup-code'))?.[1];
  if (!code) throw new Error(`no sign-up code e-mailed to ${input.email}`);
  await publicPost(baseUrl, '/registration/confirm', { username: input.email, code });
}

async function publicPost(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} → ${response.status}: ${await response.text()}`);
}
