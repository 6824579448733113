export * from './auth.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './locales.ts';
export * from './pagination.ts';
export * from './permissions.ts';
export * from './roles.ts';
export * from './tenants.ts';
