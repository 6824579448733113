import { ALL_PERMISSIONS, BUILT_IN_ROLE_PERMISSIONS, BUILT_IN_ROLES, PERMISSION_GROUPS } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';

const ctx = useTestApp();

describe('permission catalogue and built-in roles', () => {
  it('the database holds exactly the contract’s permissions, in the same groups', async () => {
    const rows = await ctx.database.db.selectFrom('permissions').select(['name', 'group_name']).execute();

    const expected = Object.entries(PERMISSION_GROUPS).flatMap(([group, names]) =>
      names.map((name) => ({ name, group_name: group })),
    );
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      expected.sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(ALL_PERMISSIONS).toEqual(
      expect.arrayContaining(['create user', 'update user', 'create ROLE', 'update ROLE']),
    );
  });

  it('seeds every built-in role with the grants the contract describes', async () => {
    const rows = await ctx.database.db
      .selectFrom('roles as r')
      .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
      .leftJoin('permissions as p', 'p.id', 'rp.permission_id')
      .select(['r.name as role', 'r.scope', 'r.is_built_in', 'p.name as permission'])
      .execute();

    for (const role of BUILT_IN_ROLES) {
      const granted = rows.filter((r) => r.role === role);
      expect(granted[0]?.is_built_in, role).toBe(true);
      expect(granted[0]?.scope, role).toBe(role.startsWith('Tenant') ? 'tenant' : 'firm');
      expect(granted.map((r) => r.permission).sort(), role).toEqual([...BUILT_IN_ROLE_PERMISSIONS[role]].sort());
    }
  });
});
