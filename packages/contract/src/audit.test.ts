import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS } from './audit.ts';

describe('audit action catalogue', () => {
  it('lists every group, and each action once', () => {
    expect(AUDIT_ACTIONS).toHaveLength(Object.values(AUDIT_ACTION_GROUPS).flat().length);
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });
});
