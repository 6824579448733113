import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, BUILT_IN_ROLE_PERMISSIONS } from './permissions.ts';
import { BUILT_IN_ROLES } from './signed-in-constants.ts';

describe('permission catalogue', () => {
  it('names each permission once', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });

  it('grants built-in roles only permissions from the catalogue', () => {
    for (const role of BUILT_IN_ROLES) {
      for (const permission of BUILT_IN_ROLE_PERMISSIONS[role]) expect(ALL_PERMISSIONS).toContain(permission);
    }
  });

  it('keeps firm administration out of tenant roles', () => {
    for (const role of ['TenantOwner', 'TenantManager'] as const) {
      expect(BUILT_IN_ROLE_PERMISSIONS[role]).not.toContain('create tenant');
      expect(BUILT_IN_ROLE_PERMISSIONS[role]).not.toContain('update ROLE');
      expect(BUILT_IN_ROLE_PERMISSIONS[role]).not.toContain('update sales tax');
    }
  });
});
