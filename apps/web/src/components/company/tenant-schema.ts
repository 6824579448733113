// Imported only with import() (get-tenant.ts): zod and the tenant schema are fetched with the first screen that
// reads a tenant, not with the entry every screen shares (the sign-in screen among them: issue 17, item 4).
export { ZTenant } from '@ledgerport/contract';
