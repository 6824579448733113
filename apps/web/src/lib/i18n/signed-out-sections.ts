/**
 * The parts of en.json the screens before sign-in use, as dot paths (a section, or a part of one) (build/english-subset.ts picks them into
 * `virtual:signed-out-english`, which signed-out-messages.ts ships with the first download). A section a
 * signed-out screen starts to use goes here; signed-out-messages.test.tsx renders those screens with only these.
 */
export const SIGNED_OUT_SECTIONS = [
  'auth',
  'common',
  'errors',
  'nav',
  'notFound',
  // The titles of the signed-out screens named under `pages` (the others are named in their own sections).
  'pages.login',
  'pages.logout',
  'pages.notFound',
  'passwordReset',
  'refusal',
  'registration',
  'shell',
  'terms',
];

/**
 * Left out of those sections. `errors.rules` are the contract's validation texts: in English the server's field
 * issue is already those very words (lib/error-text.ts shows it as sent); the other languages bring their own
 * with their whole file. 2.8 KiB of brotli the sign-in screen no longer downloads (issue 36, item 5).
 */
export const SIGNED_OUT_OMITTED = ['errors.rules'];
