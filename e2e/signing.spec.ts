import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { paths } from '@ledgerport/contract';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { buildEvidenceZip, EVIDENCE_FILES } from '../apps/server/src/platform/evidence/evidence-zip.ts';
import { readZipEntries } from '../apps/server/src/platform/evidence/read-evidence-zip.ts';
import { repoRoot } from '../scripts/lib/web-build.ts';
import { useBrowser } from './support/browser.ts';
import { journeyEngines } from './support/engines.ts';
import { companyWithOwner, journeyServer } from './support/journey-server.ts';
import { onePagePdf } from './support/pdf.ts';
import { testClock } from './support/request-journey.ts';
import { PHONE } from './support/screen-checks.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn, signInLanding } from './support/sign-in.ts';
import { uniqueEmail, type staffApi } from './support/staff-api.ts';

/**
 * Issue 31, done when: staff prepare a Form 8879 for a couple in the browser (one after another, Form 8879
 * level); each verifies with an e-mailed code and what the firm knows (the first with one wrong answer first);
 * the client types a signature on a desktop, the spouse draws one on a 375 px phone through the signing-only
 * link; the sealed PDF lands in the company's "Signed documents" and `npm run verify-evidence` says the
 * evidence is intact, and names what changed once one byte of the PDF or one event is edited. Then three wrong
 * answers lock a signer and tell staff, a decline, and an expiry (through the test clock). On
 * PostgreSQL (support/engines.ts).
 */
const browser = useBrowser();
const PASSWORD = 'Client-Pass-1!';
const CLIENT_AGI = '48,250';
const SPOUSE_AGI = '51,900';
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const databases = journeyEngines('postgres');
type StaffApi = Awaited<ReturnType<typeof staffApi>>;
type TSignerRow = { uuid: string; status: string; name: string };
type TEnvelopeRow = { uuid: string; status: string; signed_path: string | null; signers: TSignerRow[] };

/** The newest e-mailed code in `template` to `to` that is not `previous`. */
async function codeFor(api: StaffApi, to: string, previous?: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const code = /\b(\d{6})\b/.exec(await api.latestMail(to, 'signing-code'))?.[1];
    if (code && code !== previous) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new signing code e-mailed to ${to}`);
}

/** Consent, then the code by e-mail, then what the firm knows: answers the code used. */
async function consentAndVerify(page: Page, api: StaffApi, email: string, known: string, previousCode?: string) {
  await page.getByLabel(en.signing.consent.agree).check();
  await page.getByRole('button', { name: en.signing.consent.continue }).click();
  await page.getByRole('button', { name: /^Send a code by e-mail/ }).click();
  const code = await codeFor(api, email, previousCode);
  await page.getByLabel(en.signing.verify.code).fill(code);
  await page.getByLabel('Prior-year AGI').fill(known);
  await page.getByRole('button', { name: en.signing.verify.submit }).click();
  return code;
}

/** Runs `npm run verify-evidence` on a zip as a firm would: its exit code and what it printed. */
function verifyEvidence(zip: Buffer, dir: string, name: string) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, zip);
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/verify-evidence.ts'), file], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function envelopeOf(api: StaffApi, tenantId: string, id: string) {
  return api.get<TEnvelopeRow>(`/tenants/${tenantId}/signing/envelopes/${id}`);
}

async function until(what: string, check: () => Promise<boolean>) {
  for (let tries = 0; tries < 120; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not happen within 30 s`);
}

/** A draft of `file`, prepared through the API (the journey prepares its main envelope in the browser). */
async function apiEnvelope(
  api: StaffApi,
  tenantId: string,
  file: string,
  setup: { title: string; verification: 'signed_in' | 'form_8879'; signers: unknown[] },
) {
  const envelopes = `/tenants/${tenantId}/signing/envelopes`;
  const draft = await api.post<{ uuid: string }>(envelopes, { path: file });
  await api.put(`${envelopes}/${draft.uuid}`, {
    title: setup.title,
    message: '',
    order: 'together',
    verification: setup.verification,
    signers: setup.signers,
    fields: setup.signers.map((_, index) => ({
      signer_position: index + 1,
      kind: 'signature',
      page: 1,
      x: 72,
      y: 500 + index * 60,
      width: 200,
      height: 40,
      required: true,
    })),
  });
  await api.post(`${envelopes}/${draft.uuid}/send`, {});
  return draft.uuid;
}

describe.each(databases)('signing on %s', (database) => {
  it(
    'a couple signs a Form 8879 one after the other with codes and known data; the sealed copy is filed and its evidence proves itself',
    { timeout: 420_000 },
    async () => {
      const { server, api, dataDir } = await journeyServer(database, 'signing', cleanups);
      const clientEmail = uniqueEmail('taxpayer');
      const spouseEmail = uniqueEmail('spouse');
      const tenant = {
        uuid: await companyWithOwner(api, server.url, 'Couple', {
          name: 'Taylor Taxpayer',
          email: clientEmail,
          password: PASSWORD,
        }),
      };
      const upload = new FormData();
      upload.append(
        'file',
        new Blob([new Uint8Array(onePagePdf('Form 8879'))], { type: 'application/pdf' }),
        '8879.pdf',
      );
      const stored = await api.fetch(`/tenants/${tenant.uuid}/uploads?type=OTHERS`, { method: 'POST', body: upload });
      expect(stored.status).toBe(201);
      const file = 'Others/8879.pdf';
      const draft = await api.post<{ uuid: string }>(`/tenants/${tenant.uuid}/signing/envelopes`, { path: file });

      // Staff prepare it in the browser: title, one after another, Form 8879 level, the couple, their fields.
      const staff = await browser.newPage(server.url);
      await signIn(staff, ADMIN.email, ADMIN.password);
      await staff.goto(`/app${paths.signaturePrepare(tenant.uuid, draft.uuid)}`);
      await staff.getByLabel(en.signing.prepare.title).fill('Form 8879 for 2025');
      await staff.getByText(en.signing.prepare.orders.sequential).click();
      await staff.getByText(en.signing.prepare.verifications.form_8879).click();
      const first = staff.getByRole('group', { name: 'Signer 1' });
      if (!(await first.isVisible())) await staff.getByRole('button', { name: en.signing.prepare.addSigner }).click();
      await first.getByLabel(en.signing.prepare.user).selectOption({ label: `Taylor Taxpayer (${clientEmail})` });
      await first.getByLabel(en.signing.prepare.knownLabel).fill('Prior-year AGI');
      await first.getByLabel(en.signing.prepare.knownValue).fill(CLIENT_AGI);
      await staff.getByRole('button', { name: en.signing.prepare.addSigner }).click();
      const second = staff.getByRole('group', { name: 'Signer 2' });
      await second.getByLabel(en.signing.prepare.who).selectOption('link');
      await second.getByLabel(en.signing.prepare.name).fill('Jordan Spouse');
      await second.getByLabel(en.signing.prepare.email).fill(spouseEmail);
      await second.getByLabel(en.signing.prepare.knownLabel).fill('Prior-year AGI');
      await second.getByLabel(en.signing.prepare.knownValue).fill(SPOUSE_AGI);
      for (const signer of ['1. Taylor Taxpayer', '2. Jordan Spouse']) {
        await staff.getByLabel(en.signing.editor.signer).selectOption({ label: signer });
        await staff.getByRole('button', { name: 'Add Signature' }).click();
      }
      await staff.getByRole('button', { name: en.signing.prepare.send }).click();
      await staff.getByText(en.signing.prepare.sent).waitFor();
      // Sent, staff follow it on its own screen.
      await staff.waitForURL((url) => url.pathname.endsWith('/signatures/envelope'));
      await staff.getByRole('heading', { name: en.signing.envelope.timeline }).waitFor();

      // The client finds it on "What your firm needs from you", and signs: one wrong answer first, then typed.
      const client = await browser.newPage(server.url);
      await signInLanding(client, clientEmail, PASSWORD);
      await client.getByRole('link', { name: 'Sign Form 8879 for 2025' }).click();
      await client.waitForURL((url) => url.pathname.endsWith('/sign'));
      const firstCode = await consentAndVerify(client, api, clientEmail, '47,000');
      await client.getByText('2 tries left before signing is locked.').waitFor();
      await client.getByRole('button', { name: /^Send a code by e-mail/ }).click();
      const secondCode = await codeFor(api, clientEmail, firstCode);
      await client.getByLabel(en.signing.verify.code).fill(secondCode);
      await client.getByLabel('Prior-year AGI').fill(CLIENT_AGI);
      await client.getByRole('button', { name: en.signing.verify.submit }).click();
      await client.getByLabel(en.signing.adopt.name).fill('Taylor Taxpayer');
      await client.getByLabel(en.signing.adopt.initials).fill('TT');
      await client.getByRole('button', { name: en.signing.sign.submit, exact: true }).click();
      await client.getByText(/^You signed this document on/).waitFor();

      // The spouse, on a phone, by the signing-only link: draws the signature.
      const mail = await api.latestMail(spouseEmail, 'signing-request');
      const linkPath = /\/app(\/sign\/link\?token=[\w-]+)/.exec(mail)?.[1];
      expect(linkPath, mail).toBeTruthy();
      const spouse = await browser.newPage(server.url, 'en-US', { viewport: PHONE, isMobile: true, hasTouch: true });
      await spouse.goto(`/app${linkPath}`);
      await consentAndVerify(spouse, api, spouseEmail, SPOUSE_AGI);
      await spouse.getByText(en.signing.adopt.draw, { exact: true }).click();
      const pad = spouse.getByLabel(en.signing.adopt.drawArea);
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      await spouse.mouse.move(box.x + 20, box.y + box.height / 2);
      await spouse.mouse.down();
      for (let step = 1; step <= 12; step += 1) {
        await spouse.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? -15 : 15));
      }
      await spouse.mouse.up();
      await spouse.getByLabel(en.signing.adopt.initials).fill('JS');
      expect(await spouse.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await spouse.getByRole('button', { name: en.signing.sign.submit, exact: true }).click();

      // Sealed and filed: the company's "Signed documents" holds it, and the signer is offered the signed copy.
      let completed: TEnvelopeRow | undefined;
      await until('completion and filing', async () => {
        completed = await envelopeOf(api, tenant.uuid, draft.uuid);
        return completed.status === 'completed' && completed.signed_path !== null;
      });
      expect(completed!.signed_path).toBe('Signed documents/Form 8879 for 2025 (signed).pdf');
      // The spouse's e-mail says so, with a link to the signed copy.
      const doneMail = await api.latestMail(spouseEmail, 'signing-completed');
      const doneLink = /\/app(\/sign\/link\?token=[\w-]+)/.exec(doneMail)?.[1];
      expect(doneLink, doneMail).toBeTruthy();
      await spouse.goto(`/app${doneLink}`);
      await spouse.getByText(en.signing.sign.completed).waitFor();
      await spouse.getByRole('button', { name: en.signing.sign.downloadSigned }).waitFor();
      const listing = await api.get<{ entries: { path: string }[] }>(
        `/tenants/${tenant.uuid}/files?path=${encodeURIComponent('Signed documents')}`,
      );
      expect(listing.entries.map((entry) => entry.path)).toEqual([completed!.signed_path]);
      const signedPdf = Buffer.from(
        await (
          await api.fetch(`/tenants/${tenant.uuid}/signing/envelopes/${draft.uuid}/document?kind=signed`)
        ).arrayBuffer(),
      );
      expect(signedPdf.subarray(0, 5).toString()).toBe('%PDF-');
      // It opens: the form's page and the certificate page after it.
      expect((await PDFDocument.load(signedPdf, { ignoreEncryption: true })).getPageCount()).toBe(2);

      // The evidence zip proves itself offline, and names the one byte or the one event that was changed.
      const evidence = Buffer.from(
        await (await api.fetch(`/tenants/${tenant.uuid}/signing/envelopes/${draft.uuid}/evidence`)).arrayBuffer(),
      );
      const intact = verifyEvidence(evidence, dataDir, 'evidence.zip');
      expect(intact.status, intact.output).toBe(0);
      expect(intact.output).not.toContain('CHANGED');
      const entries = await readZipEntries(evidence);
      const events = JSON.parse(entries.get(EVIDENCE_FILES.events)!.toString('utf8')) as Record<string, unknown>[];
      const rebuilt = (signed: Buffer, chain: Record<string, unknown>[]) =>
        buildEvidenceZip(
          {
            original: entries.get(EVIDENCE_FILES.original)!,
            signed,
            events: chain as never,
            summary: entries.get(EVIDENCE_FILES.summary)!.toString('utf8'),
          },
          new Date(),
        );
      const flipped = Buffer.from(entries.get(EVIDENCE_FILES.signed)!);
      const middle = Math.floor(flipped.length / 2);
      flipped[middle] = flipped[middle]! ^ 0x01;
      const pdfChanged = verifyEvidence(await rebuilt(flipped, events), dataDir, 'flipped.zip');
      expect(pdfChanged.status, pdfChanged.output).toBe(1);
      expect(pdfChanged.output).toMatch(new RegExp(`CHANGED.*${EVIDENCE_FILES.signed}`));
      const edited = events.map((event, index) => (index === 1 ? { ...event, at: '2020-01-01T00:00:00.000Z' } : event));
      const eventChanged = verifyEvidence(
        await rebuilt(entries.get(EVIDENCE_FILES.signed)!, edited),
        dataDir,
        'edited.zip',
      );
      expect(eventChanged.status, eventChanged.output).toBe(1);
      expect(eventChanged.output).toMatch(/CHANGED {2}event chain: event 2 \(.*\) was changed/);

      // Three wrong answers lock the signer, and staff hear of it.
      const locked = await apiEnvelope(api, tenant.uuid, file, {
        title: 'Form 8879 amended',
        verification: 'form_8879',
        signers: [{ kind: 'user', user_uuid: await userId(api, tenant.uuid, clientEmail), known_data: knownAgi() }],
      });
      await client.goto(`/app${paths.signEnvelope(locked)}`);
      let previous = await consentAndVerify(client, api, clientEmail, '1');
      for (const wrong of ['2', '3']) {
        await client.getByRole('button', { name: /^Send a code by e-mail/ }).click();
        previous = await codeFor(api, clientEmail, previous);
        await client.getByLabel(en.signing.verify.code).fill(previous);
        await client.getByLabel('Prior-year AGI').fill(wrong);
        await client.getByRole('button', { name: en.signing.verify.submit }).click();
      }
      await client.getByText(en.errors.codes.SIGNER_LOCKED).first().waitFor();
      expect(await api.latestMail(ADMIN.email, 'signing-staff-notice')).toContain('Form 8879 amended');
      expect((await envelopeOf(api, tenant.uuid, locked)).signers[0]!.status).toBe('locked');

      // A decline with a reason, which staff read.
      const declined = await apiEnvelope(api, tenant.uuid, file, {
        title: 'Engagement letter 2025',
        verification: 'signed_in',
        signers: [{ kind: 'user', user_uuid: await userId(api, tenant.uuid, clientEmail) }],
      });
      await client.goto(`/app${paths.signEnvelope(declined)}`);
      await client.getByLabel(en.signing.consent.agree).check();
      await client.getByRole('button', { name: en.signing.consent.continue }).click();
      await client.getByRole('button', { name: en.signing.sign.decline }).click();
      await client.getByLabel(en.signing.decline.reason).fill('The fee is not what we agreed.');
      await client.getByRole('button', { name: en.signing.decline.confirm, exact: true }).click();
      await client.getByText(en.signing.sign.declined).waitFor();
      expect((await envelopeOf(api, tenant.uuid, declined)).status).toBe('declined');

      // An expiry: 31 days on, the hourly job has closed it, and the signing link says so.
      const expiring = await apiEnvelope(api, tenant.uuid, file, {
        title: 'Consent to disclose',
        verification: 'signed_in',
        signers: [{ kind: 'link', name: 'Jordan Spouse', email: spouseEmail }],
      });
      const expiringMail = await api.latestMail(spouseEmail, 'signing-request');
      const expiringLink = /\/app(\/sign\/link\?token=[\w-]+)/.exec(expiringMail)?.[1];
      const clock = testClock(server.url);
      await clock.set(new Date(Date.now() + 31 * 86_400_000).toISOString());
      await clock.runJob('signing-expiry');
      await until('the expiry', async () => (await envelopeOf(api, tenant.uuid, expiring)).status === 'expired');
      await spouse.goto(`/app${expiringLink}`);
      await spouse.getByText(en.errors.codes.SIGNING_EXPIRED).first().waitFor();
      await clock.set(null);
    },
  );
});

function knownAgi() {
  return { label: 'Prior-year AGI', value: CLIENT_AGI };
}

async function userId(api: StaffApi, tenantId: string, email: string) {
  const users = await api.get<{ data: { uuid: string; email: string }[] }>(
    `/tenants/${tenantId}/users?page=1&per_page=100`,
  );
  const user = users.data.find((u) => u.email === email);
  if (!user) throw new Error(`no company user ${email}`);
  return user.uuid;
}
