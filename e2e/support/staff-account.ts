import type { TStaffRole } from '@ledgerport/contract';
import type { staffApi } from './staff-api.ts';

type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/**
 * A staff member who can sign in: invited by the SuperAdmin, registered from the e-mailed link, the e-mailed
 * code confirmed, all through the API (the screens of that path have their own journey).
 */
export async function createActiveStaff(
  baseUrl: string,
  api: StaffApi,
  input: { name: string; email: string; password: string; role: TStaffRole },
): Promise<void> {
  await api.post('/internal-users', {
    user_name: input.name,
    email: input.email,
    phone_mobile: '5550142',
    phone_office: '5550143',
    fax: '5550144',
    user_type: input.role,
  });
  const invitation = await api.latestMail(input.email, 'invitation');
  const token = /user_verification_uuid=([\w-]+)/.exec(invitation)?.[1];
  if (!token) throw new Error(`no invitation link in:\n${invitation}`);
  await post(baseUrl, `/invitations/${token}/register`, { name: input.name, password: input.password });
  const code = /\b(\d{6})\b/.exec(await api.latestMail(input.email, 'signup-code'))?.[1];
  if (!code) throw new Error(`no sign-up code e-mailed to ${input.email}`);
  await post(baseUrl, '/registration/confirm', { username: input.email, code });
}

async function post(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} → ${response.status}: ${await response.text()}`);
}
