/**
 * What the phone row of bench/signing.bench.ts opens: a 20-page letter uploaded to a company, and one envelope
 * per run sent to a person by link (one signature field each), all through the API as staff would, each link
 * read from its e-mail in the firm's outbox. One envelope per run, since consent and the code are given once
 * per signer: a second visit would skip the steps the run measures.
 */
import { PDFDocument, rgb } from 'pdf-lib';
import { staffApi, uniqueEmail } from '../../e2e/support/staff-api.ts';
import { embedUnicodeFont } from '../../apps/server/src/platform/pdf/unicode-fonts.lazy.ts';

export type TStaffApi = Awaited<ReturnType<typeof staffApi>>;
export type TLinkSigner = { email: string; linkPath: string };

const PARAGRAPHS = [
  'This letter confirms the terms of our engagement to prepare your federal and state income tax returns for the 2026 tax year, and the services we will and will not provide.',
  'We will prepare the returns from information you furnish to us. We will not audit or otherwise verify the data you submit, although we may ask you to clarify some of it.',
  'You are responsible for the completeness and accuracy of the records you give us, including the records that support deductions, credits and the basis of assets sold.',
  'Estimated tax payments: if you expect to owe tax of $1,000 or more when the return is filed, the law may require quarterly payments, due April 15, June 15, September 15 and January 15.',
  'Our fees are based on the time required at our standard rates plus out-of-pocket expenses. Invoices are due when presented; returns are released once the balance is paid.',
  'Taxing authorities may examine a return and propose changes. Should that happen we will be available to represent you, under a separate engagement and at our standard rates.',
];

/** A 20-page engagement letter as tax software writes one: embedded fonts (subset), a heading, ruled boxes, text. */
export async function engagementLetterPdf(pageCount: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const [regular, bold] = await Promise.all([
    embedUnicodeFont(document, 'regular'),
    embedUnicodeFont(document, 'bold'),
  ]);
  for (let number = 1; number <= pageCount; number++) {
    const page = document.addPage([612, 792]);
    page.drawText('Example CPA LLC · 100 Main Street · Springfield, IL 62701', {
      x: 54,
      y: 750,
      size: 8,
      font: regular,
    });
    page.drawLine({ start: { x: 54, y: 742 }, end: { x: 558, y: 742 }, thickness: 0.75 });
    page.drawText(`Engagement letter, 2026 tax year — section ${number}`, { x: 54, y: 712, size: 14, font: bold });
    let y = 684;
    for (let i = 0; i < 11; i++) {
      const text = `${number}.${i + 1}  ${PARAGRAPHS[(number + i) % PARAGRAPHS.length]!}`;
      page.drawText(text, { x: 54, y, size: 10, font: regular, maxWidth: 504, lineHeight: 13 });
      y -= 13 * (Math.ceil(regular.widthOfTextAtSize(text, 10) / 504) + 1);
    }
    // A form's boxes: what the client's figures go into.
    for (let row = 0; row < 4; row++) {
      page.drawRectangle({
        x: 54,
        y: 120 + row * 22,
        width: 504,
        height: 20,
        borderWidth: 0.5,
        borderColor: rgb(0, 0, 0),
      });
      page.drawText(`Line ${row + 1}`, { x: 60, y: 126 + row * 22, size: 9, font: regular });
    }
    page.drawText(`Page ${number} of ${pageCount}`, { x: 274, y: 40, size: 8, font: regular });
  }
  return document.save();
}

/** A company, the letter uploaded to it, and `count` envelopes of it each sent to one person by link. */
export async function seedLinkSigners(baseUrl: string, pdf: Uint8Array, count: number) {
  const api = await staffApi(baseUrl);
  const suffix = `${Date.now()}`;
  const tenant = await api.post<{ uuid: string }>('/tenants', {
    name: `Phone Bench Bakery ${suffix}`,
    root_directory: `phone-bench-${suffix}`,
    root_directory_type: 'LOCAL_FOLDER',
    primary_contact_email: `books-${suffix}@phone-bench.test`,
  });
  const upload = new FormData();
  upload.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'engagement-letter-2026.pdf');
  const stored = await api.fetch(`/tenants/${tenant.uuid}/uploads?type=OTHERS`, { method: 'POST', body: upload });
  if (stored.status !== 201) throw new Error(`upload → ${stored.status}: ${await stored.text()}`);
  const envelopes = `/tenants/${tenant.uuid}/signing/envelopes`;
  const signers: TLinkSigner[] = [];
  for (let i = 0; i < count; i++) {
    const draft = await api.post<{ uuid: string }>(envelopes, { path: 'Others/engagement-letter-2026.pdf' });
    const email = uniqueEmail(`phone-signer-${i}`);
    await api.put(`${envelopes}/${draft.uuid}`, {
      title: 'Engagement letter for the 2026 tax year',
      message: 'Please read the whole letter before you sign.',
      order: 'together',
      verification: 'signed_in',
      signers: [{ kind: 'link', name: 'Sam Spouse', email }],
      fields: [
        { signer_position: 1, kind: 'signature', page: 20, x: 72, y: 600, width: 200, height: 40, required: true },
      ],
    });
    await api.post(`${envelopes}/${draft.uuid}/send`, {});
    const mail = await api.latestMail(email, 'signing-request');
    const linkPath = /(\/app\/sign\/link\?token=[\w-]+)/.exec(mail)?.[1];
    if (!linkPath) throw new Error(`no signing link in:\n${mail}`);
    signers.push({ email, linkPath });
  }
  return { api, signers };
}

/** The newest six-digit code e-mailed to `email` (the link signer's check), waiting for it. */
export async function signingCodeFor(api: TStaffApi, email: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await api.latestMail(email, 'signing-code'))?.[1];
  if (!code) throw new Error(`no signing code e-mailed to ${email}`);
  return code;
}
