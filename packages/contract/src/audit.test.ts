import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS } from './audit.ts';

describe('audit action catalogue', () => {
  it('puts every action in exactly one group, in the catalogue order', () => {
    expect(Object.values(AUDIT_ACTION_GROUPS).flat()).toEqual([...AUDIT_ACTIONS]);
  });
});
