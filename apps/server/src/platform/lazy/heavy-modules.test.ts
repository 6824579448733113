import os from 'node:os';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { assertPasswordNotGuessable } from '../auth/password-strength.ts';
import { newTotpSecret, totpEnrolment } from '../auth/mfa/totp.ts';
import { createWebAuthn } from '../auth/mfa/webauthn.ts';
import { inspectPdf } from '../pdf/inspect-pdf.ts';
import { writeFields } from '../pdf/write-fields.ts';
import { warnIfSmtpUnreachable } from '../mail/smtp-check.ts';
import { readUploadedSheet } from '../spreadsheets/read-uploaded-sheet.ts';
import { createStorageResolver } from '../storage/storage-for-tenant.ts';
import {
  HEAVY_MODULES,
  loadNodemailer,
  loadPasswordDictionaries,
  loadPdfLib,
  loadUnicodeFonts,
  loadPglite,
  loadQrCode,
  loadS3,
  loadSheetJs,
  loadWebAuthn,
} from './heavy-modules.ts';

const ctx = useTestApp();

const loadedNow = () =>
  Object.entries(HEAVY_MODULES)
    .filter(([, module]) => module.loaded())
    .map(([name]) => name);

/** A port nothing listens on: the feature fails, but only after it loaded its library. */
const CLOSED = 'http://127.0.0.1:9';

describe('libraries most requests never touch (issue 17: idle memory)', () => {
  it('are not loaded by a started app, nor by ordinary requests', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/tenants' })).statusCode).toBe(401);
    expect(loadedNow()).toEqual([]);
  });

  it('loads PGlite only for the embedded database: a server on PostgreSQL never does', () => {
    expect(loadPglite.loaded()).toBe(ctx.database.kind === 'pglite');
  });

  it('loads SheetJS when a bulk sheet is read', async () => {
    const sheet = Readable.from([Buffer.from('email,name\na@client.test,Ann\n')]);
    const limits = { maxRows: 10, maxFileBytes: 1024, maxUnzippedBytes: 1024 };
    expect(await readUploadedSheet(sheet, 'list.csv', limits)).toEqual([
      ['email', 'name'],
      ['a@client.test', 'Ann'],
    ]);
    expect(loadSheetJs.loaded()).toBe(true);
  });

  it("loads zxcvbn's dictionaries when a password is chosen", async () => {
    await expect(assertPasswordNotGuessable('Password1!', [])).rejects.toMatchObject({ statusCode: 400 });
    expect(loadPasswordDictionaries.loaded()).toBe(true);
  });

  it('loads the AWS SDK when an S3 tenant is used', async () => {
    const resolve = createStorageResolver({
      storageRoot: os.tmpdir(),
      s3: { endpoint: CLOSED, region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true },
    });
    const storage = resolve({ root_directory: 'bucket/client', root_directory_type: 'AWS_S3' });
    expect(loadS3.loaded()).toBe(false);
    await expect(storage.list('')).rejects.toThrow();
    expect(loadS3.loaded()).toBe(true);
  });

  it('loads nodemailer when SMTP is first used', async () => {
    await warnIfSmtpUnreachable(CLOSED.replace('http', 'smtp'), ctx.app.log);
    expect(loadNodemailer.loaded()).toBe(true);
  });

  it('loads qrcode when an authenticator app is set up, SimpleWebAuthn when a passkey is', async () => {
    expect((await totpEnrolment(newTotpSecret(), 'ann@firm.test')).qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(loadQrCode.loaded()).toBe(true);
    expect((await createWebAuthn('http://localhost:3000').authenticationOptions()).rpId).toBe('localhost');
    expect(loadWebAuthn.loaded()).toBe(true);
  });

  it('loads pdf-lib when a PDF is first inspected for signing', async () => {
    expect(await inspectPdf(Buffer.from('not a pdf'))).toEqual({ ok: false, code: 'NOT_A_PDF' });
    expect(loadPdfLib.loaded()).toBe(false);
    expect((await inspectPdf(Buffer.from('%PDF-1.7\n'))).ok).toBe(false);
    expect(loadPdfLib.loaded()).toBe(true);
  });

  it('loads fontkit and DejaVu Sans when words are first written into a signed PDF, not for a signature alone', async () => {
    const lib = await loadPdfLib();
    const blank = await (async () => {
      const document = await lib.PDFDocument.create();
      document.addPage([612, 792]);
      return document.save();
    })();
    await writeFields(blank, [{ page: 1, kind: 'checkbox', x: 10, y: 10, width: 12, height: 12, value: true }]);
    expect(loadUnicodeFonts.loaded()).toBe(false);
    await writeFields(blank, [{ page: 1, kind: 'name', x: 10, y: 10, width: 200, height: 20, value: 'Ольга' }]);
    expect(loadUnicodeFonts.loaded()).toBe(true);
  });
});
