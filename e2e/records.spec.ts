import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { repoRoot } from '../scripts/lib/web-build.ts';
import { useBrowser } from './support/browser.ts';
import { createActiveClient } from './support/client-account.ts';
import { journeyEngines } from './support/engines.ts';
import { journeyServer } from './support/journey-server.ts';
import { onePagePdf } from './support/pdf.ts';
import { testClock } from './support/request-journey.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { createActiveStaff } from './support/staff-account.ts';
import { uniqueEmail, type staffApi } from './support/staff-api.ts';

/**
 * Issue 35, done when: with the test clock, a company's source documents pass their retention; the review lists
 * them; one is on legal hold and stays; two approvers dispose of the rest; the files are gone from the folder and
 * from storage; the certificate verifies with `npm run verify-evidence`; an erasure request for a client leaves
 * her 8879 and removes the rest; the compliance centre shows MFA coverage and the backup date; the annual report
 * PDF is produced. On PostgreSQL (support/engines.ts).
 */
const browser = useBrowser();
const PASSWORD = 'Records-Pass-1!';
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const databases = journeyEngines('postgres');
type StaffApi = Awaited<ReturnType<typeof staffApi>>;
type TEntry = { id: string; file: string };
type TReview = { uuid: string; status: string };
type TItem = { name: string; status: string; document_uuid: string };

/** Signs in through the API: the bearer token of a client or staff member without a second factor. */
async function tokenOf(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Uploads one PDF as the signed-in `token`, into the folder of `type`. */
async function upload(baseUrl: string, token: string, tenantId: string, type: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(onePagePdf(name))], { type: 'application/pdf' }), name);
  const response = await fetch(`${baseUrl}/api/v1/tenants/${tenantId}/uploads?type=${type}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

const folderOf = async (api: StaffApi, tenantId: string, folder: string) =>
  (await api.get<{ entries: TEntry[] }>(`/tenants/${tenantId}/files?path=${encodeURIComponent(folder)}`)).entries;

/** Every file under `dir`, recursively (what the company's storage holds). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 150; tries += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(databases)('records a firm keeps and disposes of (%s)', (database) => {
  it(
    'disposes of what passed its retention except the held file, proves it, erases a client but her 8879',
    { timeout: 180_000 },
    async () => {
      const { server, api, dataDir, databaseUrl } = await journeyServer(database, 'records', cleanups);
      const suffix = `${Date.now()}`;
      const root = `harbor-${suffix}`;
      const tenant = await api.post<{ uuid: string; name: string }>('/tenants', {
        name: `Harbor Books ${suffix}`,
        root_directory: root,
        root_directory_type: 'LOCAL_FOLDER',
        primary_contact_email: `harbor-${suffix}@records.test`,
      });
      const owner = { name: 'Olivia Owner', email: uniqueEmail('owner'), password: PASSWORD };
      const erin = { name: 'Erin Eraseme', email: uniqueEmail('erin'), password: PASSWORD };
      await createActiveClient(server.url, api, { tenantId: tenant.uuid, ...owner });
      await createActiveClient(server.url, api, { tenantId: tenant.uuid, ...erin, userType: 'TenantManager' });
      const adam = { name: 'Adam Approver', email: uniqueEmail('adam'), password: PASSWORD };
      await createActiveStaff(server.url, api, { ...adam, role: 'Admin' });

      const ownerToken = await tokenOf(server.url, owner.email, owner.password);
      for (const month of ['January', 'February', 'March'])
        await upload(server.url, ownerToken, tenant.uuid, 'BANK_STATEMENT', `Statement ${month}.pdf`);
      const erinToken = await tokenOf(server.url, erin.email, erin.password);
      await upload(server.url, erinToken, tenant.uuid, 'OTHERS', 'Form 8879 Erin.pdf');
      await upload(server.url, erinToken, tenant.uuid, 'OTHERS', 'Erin receipts.pdf');

      // A client's erasure (item 5): her signed 8879 stays for its retention, the rest of hers goes.
      const people = await api.get<{ data: { uuid: string; email: string }[] }>(
        `/tenants/${tenant.uuid}/users?search=${encodeURIComponent(erin.email)}`,
      );
      const erinUuid = people.data.find((p) => p.email === erin.email)!.uuid;
      const erased = await api.post<{ kept: { name: string; record_class: string; kept_until: string | null }[] }>(
        `/users/${erinUuid}/erasure`,
        {},
      );
      expect(erased.kept.map((k) => [k.name, k.record_class])).toEqual([['Form 8879 Erin.pdf', 'FORM_8879']]);
      expect((await folderOf(api, tenant.uuid, 'Others')).map((e) => e.file)).toEqual(['Form 8879 Erin.pdf']);

      // A legal hold on February's statement, placed by a SuperAdmin from the file's preview (item 3).
      const staff = await browser.newPage(server.url);
      await signIn(staff, ADMIN.email, ADMIN.password);
      await staff.goto(
        `/app/index/company?company_uuid=${tenant.uuid}&company_name=${encodeURIComponent(tenant.name)}&path=${encodeURIComponent('Bank Statements')}`,
      );
      await staff.getByRole('button', { name: 'View Statement February.pdf' }).click();
      const preview = staff.getByRole('dialog', { name: en.files.viewFile });
      const record = preview.getByRole('region', { name: en.files.record.title });
      // The PDF's frame pushes the panel down when it arrives: click only once the layout has settled.
      await preview.getByTitle('Statement February.pdf').waitFor();
      await expect
        .poll(() => record.getByRole('combobox', { name: en.files.record.class }).inputValue(), { timeout: 15_000 })
        .toBe(en.records.classes.SOURCE_DOCUMENTS);
      await record.getByRole('button', { name: en.files.record.placeHold }).click();
      await record.getByLabel(en.records.reason).fill('Subpoena 26-041');
      await record.getByRole('button', { name: en.records.holds.place }).click();
      await record.getByText(en.files.record.held).waitFor();
      await staff.keyboard.press('Escape');

      // Nine years on, the statements (source documents, 4 years after their tax year) are past retention.
      const clock = testClock(server.url);
      cleanups.push(() => clock.set(null).catch(() => {}));
      await clock.set('2035-06-15T15:00:00Z');
      await api.put('/disposals/settings', { disposal_second_approver: true });
      const run = await api.post<{ review: TReview; listed: number }>('/disposals/review-now', {});
      const reviewId = run.review.uuid;
      const items = await api.get<{ data: TItem[] }>(`/disposals/reviews/${reviewId}/items?limit=100`);
      const listed = items.data.map((i) => i.name).sort();
      expect(listed).toContain('Statement January.pdf');
      expect(listed).toContain('Statement March.pdf');
      expect(listed).not.toContain('Statement February.pdf');

      const storage = path.join(dataDir, 'files', root);
      const storedBefore = filesUnder(storage).length;
      // The SuperAdmin approves in the browser; the firm asks for a second person, so nothing goes yet.
      const reviewAddress = `/app/records/disposals/${reviewId}`;
      const d = en.records.disposals;
      await staff.goto(reviewAddress);
      await staff.getByRole('cell', { name: 'Statement January.pdf' }).first().waitFor();
      await staff.getByText(d.approve.twoNeeded).waitFor();
      await staff.getByRole('button', { name: d.approve.button }).click();
      const confirm = staff.getByRole('dialog', { name: d.approve.confirmTitle });
      await confirm.getByText(/will be destroyed for good/).waitFor();
      await confirm.getByRole('button', { name: d.approve.confirm }).click();
      await staff.getByText(/Someone else must approve before anything is disposed of/).waitFor();
      // The same person cannot be the second approver (the API says so too); another staff member can.
      const again = await api.fetch(`/disposals/reviews/${reviewId}/approve`, { method: 'POST', body: '{}' });
      expect(again.status).toBe(409);
      expect(((await again.json()) as { error: { code: string } }).error.code).toBe('SAME_APPROVER');
      const second = await browser.newPage(server.url);
      await signIn(second, adam.email, adam.password);
      await second.goto(reviewAddress);
      await second.getByRole('button', { name: d.approve.second }).click();
      await second
        .getByRole('dialog', { name: d.approve.confirmTitle })
        .getByRole('button', { name: d.approve.confirm })
        .click();
      // The screen follows the disposal until it is done, then offers the certificate.
      await second.getByRole('button', { name: d.certificate.pdf }).waitFor({ timeout: 60_000 });
      await second.close();
      await until(
        'the disposal',
        () => api.get<TReview>(`/disposals/reviews/${reviewId}`),
        (r) => r.status === 'DONE',
      );

      // Gone from the folder and from storage; the held statement stays.
      expect((await folderOf(api, tenant.uuid, 'Bank Statements')).map((e) => e.file)).toEqual([
        'Statement February.pdf',
      ]);
      const disposed = (await api.get<{ data: TItem[] }>(`/disposals/reviews/${reviewId}/items?limit=100`)).data.filter(
        (i) => i.status === 'DISPOSED',
      );
      expect(disposed.length).toBe(listed.length);
      expect(filesUnder(storage).length).toBe(storedBefore - disposed.length);

      // The certificate verifies offline, as a firm would check it.
      const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-certificate-'));
      cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
      for (const format of ['json', 'pdf']) {
        const response = await api.fetch(`/disposals/reviews/${reviewId}/certificate.${format}`);
        expect(response.status).toBe(200);
        fs.writeFileSync(path.join(work, `certificate.${format}`), Buffer.from(await response.arrayBuffer()));
      }
      const certificate = JSON.parse(fs.readFileSync(path.join(work, 'certificate.json'), 'utf8')) as {
        document: { items: { name: string }[] };
      };
      expect(JSON.stringify(certificate)).toContain('Statement January.pdf');
      const verified = spawnSync(
        process.execPath,
        [
          path.join(repoRoot, 'scripts/verify-evidence.ts'),
          path.join(work, 'certificate.json'),
          path.join(work, 'certificate.pdf'),
        ],
        { cwd: repoRoot, encoding: 'utf8' },
      );
      expect(verified.status, `${verified.stdout}${verified.stderr}`).toBe(0);

      // The compliance centre (item 6): MFA coverage and the backup taken just now; the annual report as a PDF.
      const backup = spawnSync(
        process.execPath,
        [path.join(repoRoot, 'scripts/backup.ts'), path.join(work, 'backup')],
        {
          cwd: repoRoot,
          encoding: 'utf8',
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl ?? '',
          },
        },
      );
      expect(backup.status, `${backup.stdout}${backup.stderr}`).toBe(0);
      const summary = await api.get<{ last_backup: { at: string } | null }>('/compliance/summary');
      expect(summary.last_backup).not.toBeNull();
      // As the Qualified Individual sees it: the second-factor coverage and the backup's date.
      await staff.goto('/app/compliance');
      const c = en.compliance.summary;
      const staffMfa = staff.getByRole('region', { name: c.mfaStaff });
      await expect.poll(() => staffMfa.textContent(), { timeout: 15_000 }).toMatch(/\d+ of \d+ enrolled/);
      const backupCard = staff.getByRole('region', { name: c.lastBackup });
      // Taken by `npm run backup`, a process of its own: dated by the machine's clock, not the server's test clock.
      await expect
        .poll(() => backupCard.textContent(), { timeout: 15_000 })
        .toContain(String(new Date().getFullYear()));
      expect(await backupCard.textContent()).not.toContain(c.never);
      const report = await api.fetch('/compliance/annual-report.pdf?year=2035');
      expect(report.status).toBe(200);
      expect(
        Buffer.from(await report.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await staff.close();
    },
  );
});
