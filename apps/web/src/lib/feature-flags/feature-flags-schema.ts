// Imported only with import() (get-feature-flags.ts): zod comes with the first signed-in screen that asks for
// the flags, not with the entry every screen shares (the sign-in screen among them: issue 17, item 4).
export { ZFeatureFlags } from '@ledgerport/contract';
