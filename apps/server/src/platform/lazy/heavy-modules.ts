/**
 * Libraries that most requests never touch, loaded at their first use instead of at start (issue 17: idle
 * memory). Each costs megabytes of heap and code once imported, and an imported module is never freed: a portal
 * with only local tenants never needs the AWS SDK, one without SMTP_URL never needs nodemailer.
 *
 * This is the only place that imports them as values: eslint.config.js forbids a static value import of these
 * packages (and of the `*.lazy.ts` modules that wrap them) anywhere else in the server, so a later change cannot
 * quietly load them at start again. heavy-modules.test.ts checks that a started app has loaded none of them.
 */

export type HeavyModule<T> = (() => Promise<T>) & { loaded: () => boolean };

/** `load` runs once; a failed load (a missing package) is not kept, so the next use tries again. */
function loadedOnFirstUse<T>(load: () => Promise<T>): HeavyModule<T> {
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(get, { loaded: () => loading !== undefined });
}

/** The AWS SDK (client, multipart upload, presigner): until the first S3 tenant is used. */
export const loadS3 = loadedOnFirstUse(() => import('../storage/s3.lazy.ts'));

/** SheetJS: until a bulk sheet is read or a completeness matrix is exported as .xlsx. */
export const loadSheetJs = loadedOnFirstUse(() => import('@e965/xlsx'));

/** nodemailer: until the first e-mail is sent over SMTP (or the start-up check of SMTP_URL). */
export const loadNodemailer = loadedOnFirstUse(async () => (await import('nodemailer')).default);

/** zxcvbn with its dictionaries (common passwords, English words and names): until a password is chosen. */
export const loadPasswordDictionaries = loadedOnFirstUse(async () => {
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
  });
});

/** SimpleWebAuthn and its certificate parsers: until a passkey is added or used. */
export const loadWebAuthn = loadedOnFirstUse(async () => {
  const [server, { isoBase64URL }] = await Promise.all([
    import('@simplewebauthn/server'),
    import('@simplewebauthn/server/helpers'),
  ]);
  return { ...server, isoBase64URL };
});

/** The QR code of a TOTP enrolment: until someone sets up an authenticator app. */
export const loadQrCode = loadedOnFirstUse(async () => (await import('qrcode')).default);

/**
 * PGlite (PostgreSQL compiled to WebAssembly) and its extensions: only when the server runs on the embedded
 * database (no DATABASE_URL) or a backup of one is read. A server on PostgreSQL never loads it.
 */
export const loadPglite = loadedOnFirstUse(() => import('../db/pglite.lazy.ts'));

/** pdf-lib: until a PDF is inspected, filled in or given a certificate page (signing). */
export const loadPdfLib = loadedOnFirstUse(() => import('pdf-lib'));

/** @pdf-lib/fontkit and the DejaVu Sans files: until a signed PDF gets text (a field's words, the certificate). */
export const loadUnicodeFonts = loadedOnFirstUse(() => import('../pdf/unicode-fonts.lazy.ts'));

/** node-forge: until the firm's signing certificate is made or read, or a PDF's seal is checked. */
export const loadForge = loadedOnFirstUse(async () => (await import('node-forge')).default);

/** @signpdf (placeholder and PKCS#12 signer): until a PDF is sealed. */
export const loadSignPdf = loadedOnFirstUse(() => import('../signing-key/signpdf.lazy.ts'));

/** smtp-server, mailparser and mailauth (e-mail in, issue 32): only where the receiver runs (INBOUND_SMTP_PORT). */
export const loadInboundReceiver = loadedOnFirstUse(() => import('../inbound-mail/inbound-receiver.lazy.ts'));

/**
 * sanitize-html (with htmlparser2 and postcss): until rich text is stored (a client's address, a message, a push
 * notice's body), never on a read, which shows the HTML kept at write time. About 4 MiB of idle memory (issue 36).
 */
export const loadSanitizeHtml = loadedOnFirstUse(async () => (await import('sanitize-html')).default);

/**
 * The tus protocol (@tus/server, @tus/file-store, @tus/utils; issue 36): until the first resumable upload request.
 * About 4 MiB of a server's idle memory, for a way of uploading that only large files over a poor line take.
 */
export const loadTus = loadedOnFirstUse(async () => {
  const [{ Server }, { FileStore }, { Upload, Metadata }] = await Promise.all([
    import('@tus/server'),
    import('@tus/file-store'),
    import('@tus/utils'),
  ]);
  return { Server, FileStore, Upload, Metadata };
});
export type TusLibraries = Awaited<ReturnType<typeof loadTus>>;

/** By package, for the test that a started app has loaded none of them. */
export const HEAVY_MODULES = {
  '@aws-sdk/*': loadS3,
  '@e965/xlsx': loadSheetJs,
  nodemailer: loadNodemailer,
  '@zxcvbn-ts/*': loadPasswordDictionaries,
  '@simplewebauthn/server': loadWebAuthn,
  qrcode: loadQrCode,
  'pdf-lib': loadPdfLib,
  '@pdf-lib/fontkit': loadUnicodeFonts,
  'node-forge': loadForge,
  '@signpdf/*': loadSignPdf,
  'smtp-server': loadInboundReceiver,
  '@tus/*': loadTus,
  'sanitize-html': loadSanitizeHtml,
} as const;
