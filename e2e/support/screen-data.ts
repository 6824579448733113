import fs from 'node:fs';
import path from 'node:path';
import { createActiveClient } from './client-account.ts';
import { onePagePdf } from './pdf.ts';
import { ADMIN } from './server-process.ts';
import { staffApi, uniqueEmail } from './staff-api.ts';

export type TScreenData = Awaited<ReturnType<typeof seedScreenData>>;

export const SCREEN_CLIENT_PASSWORD = 'Client-Pass-1!';

/** A sheet made by LibreOffice (apps/server/test/fixtures/spreadsheets/README.md): row 2 is a clean row. */
const salesTaxSheet = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/spreadsheets/sales-tax.csv');

/**
 * Real data behind every screen, all set up through the API: a tenant with an active owner who uploaded a PDF
 * and submitted sales tax and payroll, a pending invitation and a password-reset link (for the public screens),
 * a firm user to edit and one bulk sales-tax batch. Screens full of real rows show real layout problems.
 */
/** The first day of the month `n` months before this one, 'YYYY-MM-DD' (UTC). */
const monthsBack = (n: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1)).toISOString().slice(0, 10);
};

export async function seedScreenData(baseUrl: string) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const api = await staffApi(baseUrl);
  const tenantName = `Screens Bakery ${suffix}`;
  const tenant = await api.post<{ uuid: string }>('/tenants', {
    name: tenantName,
    root_directory: `screens-${suffix}`,
    root_directory_type: 'LOCAL_FOLDER',
    primary_contact_name: 'Olivia Owner',
    primary_contact_email: `books-${suffix}@screens.test`,
    address_line_1: '1 Long Street Name That Tests Wrapping',
    city: 'Springfield',
    state: 'IL',
    country: 'USA',
    zipcode: '62701',
    timezone: 'America/Chicago',
  });

  const clientEmail = uniqueEmail('screens-owner');
  await createActiveClient(baseUrl, api, {
    tenantId: tenant.uuid,
    name: 'Olivia Owner',
    email: clientEmail,
    password: SCREEN_CLIENT_PASSWORD,
  });

  // An invitation left pending: the registration screen with a real link.
  const inviteeEmail = uniqueEmail('screens-invitee');
  await api.post(`/tenants/${tenant.uuid}/users`, {
    name: 'Ian Invitee',
    email: inviteeEmail,
    phone_mobile: '5550111',
    user_type: 'TenantManager',
  });
  const invitation = await api.latestMail(inviteeEmail, 'invitation');
  const invitationToken = /user_verification_uuid=([\w-]+)/.exec(invitation)?.[1];
  if (!invitationToken) throw new Error(`no invitation link in:\n${invitation}`);

  // A firm user to edit, who also asks for a password reset (the reset screen with a real link).
  const processorEmail = uniqueEmail('screens-processor');
  const processor = await api.post<{ id: string }>('/users', {
    name: 'Pat Processor',
    email: processorEmail,
    mobile: '5550112',
    roles: [await api.roleId('Processor')],
    password: 'Processor-Pass-1!',
    password_confirmation: 'Processor-Pass-1!',
    status: 'ACTIVE',
  });
  await publicCall(baseUrl, 'POST', '/auth/password-reset', { email: processorEmail });
  const resetMail = await api.latestMail(processorEmail, 'password-reset');
  const resetPath = /\/app(\/reset-password\?token=[\w-]+)/.exec(resetMail)?.[1];
  if (!resetPath) throw new Error(`no reset link in:\n${resetMail}`);

  // What the firm asks of the tenant (issue 16): a one-off upload with a long title and a monthly sales tax from
  // two months back (three periods so far). Made before the client's uploads, so the audit screen's first page
  // still shows the upload.
  const requestTitle = `Bank statements for the whole first quarter, every page ${suffix}`;
  const asked = await api.post<{ data: { uuid: string }[] }>(`/tenants/${tenant.uuid}/requests`, {
    title: requestTitle,
    description: 'All accounts, including the savings account opened in February.',
    kind: 'BANK_STATEMENT',
    due_on: '2099-01-31',
  });
  await api.post(`/tenants/${tenant.uuid}/requests`, {
    title: 'Monthly sales tax',
    kind: 'SALES_TAX',
    recurrence: { cadence: 'MONTHLY', first_period: monthsBack(2), due_days: 20 },
  });

  // The client's own work: two PDFs in Bank Statements (one with a name far longer than a phone's line), a month
  // of sales tax and a payroll period with its file.
  const clientToken = await login(baseUrl, clientEmail, SCREEN_CLIENT_PASSWORD);
  const pdfName = `statement-${suffix}.pdf`;
  const longFileName = `Chase checking account statement with the savings transfers ${suffix}-2026-10.pdf`;
  for (const name of [longFileName, pdfName]) {
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(onePagePdf('Screens'))], { type: 'application/pdf' }), name);
    await authorised(baseUrl, clientToken, 'POST', `/tenants/${tenant.uuid}/uploads?type=BANK_STATEMENT`, upload);
  }
  // The firm asks about the short one: a "Needs attention" badge and its note on the folder's rows.
  const folder = await api.get<{ entries: { id: string; file: string }[] }>(
    `/tenants/${tenant.uuid}/files?${new URLSearchParams({ path: 'Bank Statements' })}`,
  );
  const flagged = folder.entries.find((entry) => entry.file === pdfName)!;
  await api.put(`/tenants/${tenant.uuid}/documents/review`, {
    ids: [flagged.id],
    status: 'NEEDS_ATTENTION',
    note: 'Page 2 is missing: please upload the whole statement.',
  });
  await authorised(baseUrl, clientToken, 'POST', `/tenants/${tenant.uuid}/sales-tax`, {
    sale_amount: '12345.67',
    collected_tax_amount: '987.65',
    sale_month_date: '2026-03-01',
    submitted_date: '2026-04-02',
  });
  const payroll = new FormData();
  payroll.append(
    'payroll_info',
    JSON.stringify({
      payroll_amount: '8100.50',
      payroll_period_type: 'MONTHLY',
      payroll_period_date_from: '2026-03-01',
      payroll_period_date_to: '2026-03-31',
    }),
  );
  payroll.append('file', new Blob(['employee,gross\nAda,4200.00\n'], { type: 'text/csv' }), `payroll-${suffix}.csv`);
  await authorised(baseUrl, clientToken, 'POST', `/tenants/${tenant.uuid}/payroll`, payroll);

  // One bulk sales-tax batch of the sheet's first (clean) row, for the result screen.
  const adminToken = await login(baseUrl, ADMIN.email, ADMIN.password);
  const bulk = new FormData();
  bulk.append('batch', JSON.stringify({ kind: 'SALES_TAX', selected_rows: [2], edits: [] }));
  bulk.append(
    'file',
    new Blob([new Uint8Array(fs.readFileSync(salesTaxSheet))], { type: 'text/csv' }),
    'sales-tax.csv',
  );
  const batch = (await authorised(baseUrl, adminToken, 'POST', '/bulk/notifications', bulk)) as { uuid: string };

  const signing = await seedEnvelopes(baseUrl, adminToken, clientToken, tenant.uuid, `Bank Statements/${pdfName}`);
  // An upload link with the e-mail check (issue 32): its public page, as a person without an account opens it.
  const link = (await authorised(baseUrl, adminToken, 'POST', `/tenants/${tenant.uuid}/upload-links`, {
    label: 'Year-end receipts',
    require_email_code: true,
  })) as { url: string };
  const uploadLinkPath = new URL(link.url).search.replace(/^/, '/upload/link');
  const organizerUuid = await seedOrganizer(baseUrl, adminToken, tenant.uuid);
  const thread = await seedThread(baseUrl, adminToken, clientToken, tenant.uuid);
  // The day's disposal review (issue 35), run now as the daily job would: its screen has a review to show.
  const disposal = (await authorised(baseUrl, adminToken, 'POST', '/disposals/review-now', {})) as {
    review: { uuid: string };
  };
  // An incident (issue 35) scoped to the screens' company: the register's row and its detail screen.
  const incidentTitle = `Lost laptop ${suffix}`;
  const incident = (await authorised(baseUrl, adminToken, 'POST', '/compliance/incidents', {
    title: incidentTitle,
    found_at: new Date().toISOString(),
    window_from: new Date(Date.now() - 86_400_000).toISOString(),
    window_to: new Date().toISOString(),
    scope_tenant_uuids: [tenant.uuid],
  })) as { uuid: string };

  return {
    tenant: { uuid: tenant.uuid, name: tenantName },
    signing,
    uploadLinkPath,
    requestTitle,
    requestUuid: asked.data[0]!.uuid,
    client: { email: clientEmail, password: SCREEN_CLIENT_PASSWORD },
    invitationToken,
    inviteeEmail,
    resetPath,
    processorId: processor.id,
    processorRoleId: await api.roleId('Processor'),
    pdfName,
    longFileName,
    /** In both files' names: a firm-wide search for it finds the two. */
    suffix,
    batchUuid: batch.uuid,
    /** An organizer (issue 33) sent to the client: its answer screen, and the staff review of it. */
    organizerUuid,
    /** A conversation (issue 34) the client started, answered by the firm and with a staff-only note. */
    thread,
    /** The disposal review of the day (issue 35), run at seeding. */
    disposalReviewUuid: disposal.review.uuid,
    /** An open incident (issue 35) in the compliance centre's register. */
    incident: { uuid: incident.uuid, title: incidentTitle },
  };
}

/** The client asks the firm a question; staff answer it and add an internal note (issue 34). */
async function seedThread(baseUrl: string, adminToken: string, clientToken: string, tenantUuid: string) {
  const subject = 'Question about the March bank statement';
  const started = (await authorised(baseUrl, clientToken, 'POST', `/tenants/${tenantUuid}/threads`, {
    subject,
    body: 'Which account should the **March** statement cover?',
  })) as { uuid: string };
  const messages = `/tenants/${tenantUuid}/threads/${started.uuid}/messages`;
  await authorised(baseUrl, adminToken, 'POST', messages, { body: 'The checking account, please.' });
  await authorised(baseUrl, adminToken, 'POST', messages, { body: 'Ask about the savings one too.', internal: true });
  return { uuid: started.uuid, subject };
}

/** The new client intake starter copied and sent to the screens' company (issue 33). */
async function seedOrganizer(baseUrl: string, adminToken: string, tenantUuid: string): Promise<string> {
  const template = (await authorised(baseUrl, adminToken, 'POST', '/organizer-templates', {
    starter: 'new_client_intake',
    locale: 'en',
  })) as { uuid: string };
  const sent = (await authorised(baseUrl, adminToken, 'POST', `/organizer-templates/${template.uuid}/send`, {
    tenant_uuids: [tenantUuid],
    title: 'Welcome questionnaire',
    tax_year: 2026,
    due_on: '2099-01-31',
  })) as { sent: { organizer_uuid: string }[] };
  return sent.sent[0]!.organizer_uuid;
}

/**
 * Signing (issue 31): a draft envelope of the client's statement to prepare, and one sent to the client and to a
 * person by link (the link from that person's e-mail), each with a signature field.
 */
async function seedEnvelopes(
  baseUrl: string,
  adminToken: string,
  clientToken: string,
  tenantUuid: string,
  file: string,
) {
  const envelopes = `/tenants/${tenantUuid}/signing/envelopes`;
  const draft = (await authorised(baseUrl, adminToken, 'POST', envelopes, { path: file })) as { uuid: string };
  const sent = (await authorised(baseUrl, adminToken, 'POST', envelopes, { path: file })) as { uuid: string };
  const me = (await authorised(baseUrl, clientToken, 'GET', '/auth/me', undefined)) as { user: { uuid: string } };
  const linkEmail = uniqueEmail('screens-spouse');
  const field = (position: number) => ({
    signer_position: position,
    kind: 'signature',
    page: 1,
    x: 72,
    y: 560 + position * 60,
    width: 200,
    height: 40,
    required: true,
  });
  const sentTitle = 'Engagement letter for the 2026 tax year, signed by both owners';
  await authorised(baseUrl, adminToken, 'PUT', `${envelopes}/${sent.uuid}`, {
    title: sentTitle,
    message: 'Please read the whole letter before you sign.',
    order: 'together',
    verification: 'signed_in',
    signers: [
      { kind: 'user', user_uuid: me.user.uuid },
      { kind: 'link', name: 'Sam Spouse', email: linkEmail },
    ],
    fields: [field(1), field(2)],
  });
  await authorised(baseUrl, adminToken, 'POST', `${envelopes}/${sent.uuid}/send`, {});
  const api = await staffApi(baseUrl, { token: adminToken });
  const mail = await api.latestMail(linkEmail, 'signing-request');
  const linkPath = /\/app(\/sign\/link\?token=[\w-]+)/.exec(mail)?.[1];
  if (!linkPath) throw new Error(`no signing link in:\n${mail}`);
  return { draftUuid: draft.uuid, sentUuid: sent.uuid, sentTitle, linkPath };
}

async function publicCall(baseUrl: string, method: string, apiPath: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/v1${apiPath}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath} → ${response.status}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const { token } = (await publicCall(baseUrl, 'POST', '/auth/login', { email, password })) as { token: string };
  return token;
}

/** JSON bodies are sent as JSON; FormData as multipart (fetch sets the boundary). */
async function authorised(baseUrl: string, token: string, method: string, apiPath: string, body: unknown) {
  const isForm = body instanceof FormData;
  if (body === undefined) {
    const response = await fetch(`${baseUrl}/api/v1${apiPath}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${method} ${apiPath} → ${response.status}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  }
  const response = await fetch(`${baseUrl}/api/v1${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(isForm ? {} : { 'Content-Type': 'application/json' }) },
    body: isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath} → ${response.status}: ${await response.text()}`);
  return response.json() as Promise<unknown>;
}
