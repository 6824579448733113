import { describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { journeyTargets } from './support/engines.ts';
import { onePagePdf } from './support/pdf.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { staffApi } from './support/staff-api.ts';

const browser = useBrowser();
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text);

describe.each(journeyTargets('postgres'))('finding a file across clients on $database', (target) => {
  it("staff find a client's file three folders down, open its folder, and see the company's New files on the dashboard", async () => {
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    // First by name among companies with as many files waiting: the dashboard lists the twenty with most.
    const tenantName = `Aardvark Search Books ${suffix}`;
    const deepName = `invoice-deep-${suffix}.pdf`;

    // Set-up through the API: a company with three New files, one of them in Others/2025/Q1.
    const api = await staffApi(target.url);
    const tenant = await api.post<{ uuid: string }>('/tenants', {
      name: tenantName,
      root_directory: `firm-search-${suffix}`,
      primary_contact_email: `books-${suffix}@firm-search.test`,
    });
    const authed = (path: string, init?: RequestInit) => api.fetch(`/tenants/${tenant.uuid}${path}`, init);
    for (const name of [deepName, `other-a-${suffix}.pdf`, `other-b-${suffix}.pdf`]) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(onePagePdf(name))], { type: 'application/pdf' }), name);
      expect((await authed('/uploads?type=OTHERS', { method: 'POST', body: form })).status).toBe(201);
    }
    for (const [parent, name] of [
      ['Others', '2025'],
      ['Others/2025', 'Q1'],
    ]) {
      expect((await authed('/folders', { method: 'POST', body: JSON.stringify({ parent, name }) })).status).toBe(201);
    }
    const others = (await (await authed('/files?path=Others')).json()) as {
      entries: { file: string; id: string; revision: number }[];
    };
    const deep = others.entries.find((entry) => entry.file === deepName)!;
    const moved = await authed(`/documents/${deep.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ folder: 'Others/2025/Q1', revision: deep.revision }),
    });
    expect(moved.status).toBe(200);

    const staff = await browser.newPage(target.url);
    try {
      await signIn(staff, ADMIN.email, ADMIN.password);

      // The dashboard: the company with its three New files, linking to them.
      await staff.goto('/app/dashboard');
      const queue = staff.getByRole('region', { name: en.dashboard.reviewQueue.title });
      const waiting = queue.getByRole('link', {
        name: fill(en.dashboard.reviewQueue.open_other, { company: tenantName, count: 3 }),
      });
      await waiting.waitFor();

      // Find files, from the sidebar: the name typed and Enter; the hit names its company and folder.
      await staff.getByRole('link', { name: en.pages.fileSearch }).first().click();
      await staff.waitForURL('**/app/files/search**');
      await staff.getByRole('searchbox', { name: en.files.search }).fill(`invoice-deep-${suffix}`);
      await staff.keyboard.press('Enter');
      const hit = staff.getByRole('row').filter({ hasText: deepName });
      await hit.waitFor();
      const text = await hit.innerText();
      expect(text).toContain(tenantName);
      expect(text).toContain(`${en.folders.OTHERS} / 2025 / Q1`);
      // The search is in the address: a reload shows the same hit.
      expect(new URL(staff.url()).searchParams.get('q')).toBe(`invoice-deep-${suffix}`);
      await staff.reload();
      await hit.waitFor();

      // Open folder: the company's Q1 folder, with the file in it.
      await hit.getByRole('link', { name: fill(en.files.firmSearch.openFolderOf, { name: deepName }) }).click();
      await staff.waitForURL('**/app/index/company?**');
      expect(new URL(staff.url()).searchParams.get('path')).toBe('Others/2025/Q1');
      await staff.getByRole('row').filter({ hasText: deepName }).waitFor();
    } finally {
      await staff.context().close();
      // Put the firm's review queue back as it was: these files are reviewed now.
      const all = (await (
        await authed(`/files?${new URLSearchParams({ path: '', search: `-${suffix}` })}`)
      ).json()) as {
        entries: { id: string; is_file: boolean }[];
      };
      const files = all.entries.filter((entry) => entry.is_file).map((entry) => entry.id);
      expect(files).toHaveLength(3);
      const reviewed = await authed('/documents/review', {
        method: 'PUT',
        body: JSON.stringify({ ids: files, status: 'REVIEWED' }),
      });
      expect(reviewed.status).toBe(200);
    }
  }, 120_000);
});
