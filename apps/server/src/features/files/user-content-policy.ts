/**
 * The Content-Security-Policy for every file our users uploaded, whatever its kind. Nothing they send may
 * run as a page of ours: no script, plugin, form or fetch, and a unique opaque origin (`sandbox`).
 * `frame-ancestors 'self'` replaces the app-wide 'none' so the preview modal may embed the file in an
 * iframe of our own origin (helmet's X-Frame-Options: SAMEORIGIN agrees).
 *
 * PDFs get the same policy: checked in Chromium 156 (playwright-core, the e2e flags), a PDF served with
 * this header renders in the browser's own viewer inside a same-origin <iframe>, so there is no need for
 * a weaker, sandbox-free policy for them.
 */
export const USER_CONTENT_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";
