import type { Migration } from 'kysely/migration';
import * as createIdentity from './2026_11_21_1930_create_identity.ts';
import * as createOutbox from './2026_11_21_2100_create_outbox.ts';
import * as createInvitations from './2026_11_21_2130_create_invitations.ts';

/** Every migration, by name. Names sort by time; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_1930_create_identity': createIdentity,
  '2026_11_21_2100_create_outbox': createOutbox,
  '2026_11_21_2130_create_invitations': createInvitations,
};
