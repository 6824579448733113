import { describe, expect, it } from 'vitest';
import { addCertificatePage } from './certificate-page.ts';
import type { CertificateSigner, SigningCertificate } from './certificate-data.ts';
import { makePdf, pageTexts } from './pdf-fixtures.test-support.ts';

const signer = (name: string, extra: Partial<CertificateSigner> = {}): CertificateSigner => ({
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@client.test`,
  verification_method: 'signed_in',
  verification_result: 'passed: signed in with a second factor',
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  consented_at: new Date('2026-03-02T15:04:05Z'),
  signed_at: new Date('2026-03-02T15:06:00Z'),
  ...extra,
});

const certificate = (signers: CertificateSigner[]): SigningCertificate => ({
  envelope_uuid: '0b6f3b9e-2c55-4a53-9a59-6f1de1c8a001',
  title: 'Engagement letter 2026',
  file_name: 'engagement-2026.pdf',
  page_count: 2,
  original_sha256: 'a'.repeat(64),
  final_sha256: 'b'.repeat(64),
  firm_name: 'Example CPA LLC',
  firm_time_zone: 'America/New_York',
  completed_at: new Date('2026-03-02T15:06:01Z'),
  signers,
});

const allText = async (pdf: Uint8Array) => (await pageTexts(pdf)).join('\n');

describe('addCertificatePage: the page that says who signed what, how and when', () => {
  it("follows the document and states its hashes, each signer, and every time in UTC and the firm's zone", async () => {
    const pdf = await addCertificatePage(await makePdf(2), certificate([signer('Ann Example'), signer('Bob Example')]));
    const pages = await pageTexts(pdf);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Page 1');
    const text = pages[2]!;
    for (const words of [
      'Certificate of completion',
      'a'.repeat(64),
      'b'.repeat(64),
      'Signer 1: Ann Example',
      'ann@client.test',
      'Signer 2: Bob Example',
      'Signed-in portal user',
      '203.0.113.7',
      // 15:06 UTC is 10:06 in New York in March (EST, before the change to summer time on the 8th).
      '2026-03-02 15:06:00 UTC / 2026-03-02 10:06:00 GMT-5 (America/New_York)',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('IRS Publication 1345');
  });

  it('prints names and words in any European script as typed, not as "?"', async () => {
    const olga = signer('Ольга Смирнова', { email: 'olga@client.test', verification_result: 'passed: code by e-mail' });
    const pdf = await addCertificatePage(await makePdf(1), {
      ...certificate([olga, signer('Jürgen Müller')]),
      title: 'Договор 2026 – Überprüfung',
    });
    const text = (await pageTexts(pdf))[1]!;
    for (const words of ['Signer 1: Ольга Смирнова', 'Signer 2: Jürgen Müller', 'Договор 2026 – Überprüfung']) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('?');
  });

  it('carries the IRS Publication 1345 record for each Form 8879 signer', async () => {
    const ann = signer('Ann Example', {
      verification_method: 'form_8879',
      verification_result: 'passed: code by e-mail, prior-year AGI matched (1 failed attempt)',
      pub1345: {
        signed_form_pages: '1-2',
        signed_at: new Date('2026-03-02T15:06:00Z'),
        ip_address: '203.0.113.7',
        login_id: 'ann@client.test',
        identity_verification: 'one-time code by e-mail and prior-year AGI: passed',
        signature_method: 'drawn',
        audit_trail: 'evidence chain of envelope 0b6f3b9e, 9 events, last ab12cd34',
      },
    });
    const text = await allText(await addCertificatePage(await makePdf(2), certificate([ann])));
    for (const words of [
      'IRS Publication 1345 record (Form 8879)',
      '1. Signed form image',
      'pages 1-2 of this file',
      '4. Login identification',
      '5. Identity verification',
      '6. Signature method',
      'drawn signature',
      '7. Audit trail',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('runs on to further pages when there are many signers, losing none', async () => {
    const many = Array.from({ length: 12 }, (_, i) => signer(`Signer${i + 1} Example`));
    const pages = await pageTexts(await addCertificatePage(await makePdf(1), certificate(many)));
    expect(pages.length).toBeGreaterThan(2);
    const certificateText = pages.slice(1).join('\n');
    for (let i = 1; i <= 12; i++) expect(certificateText).toContain(`Signer ${i}: Signer${i} Example`);
  });
});
