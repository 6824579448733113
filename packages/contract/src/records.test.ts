import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, BUILT_IN_ROLE_PERMISSIONS } from './permissions.ts';
import {
  ZDocumentRecordRequest,
  ZLegalHoldRequest,
  ZRetentionOverrideRequest,
  ZRetentionRuleRequest,
} from './records.ts';

describe('records and retention contract (issue 35)', () => {
  it('keeps records 1 to 100 whole years: 0, 500 and fractions are refused', () => {
    const rule = (years: number) => ZRetentionRuleRequest.safeParse({ basis: 'TAX_YEAR_END', years, reason: 'why' });
    expect([0, 500, 2.5, -1].map((y) => rule(y).success)).toEqual([false, false, false, false]);
    expect([1, 7, 100].map((y) => rule(y).success)).toEqual([true, true, true]);
    expect(ZRetentionOverrideRequest.safeParse({ basis: 'LAST_ACTIVITY', years: 3, reason: ' ' }).success).toBe(false);
  });

  it('asks a reason for a hold, and a change of class or tax year for a record', () => {
    expect(ZLegalHoldRequest.safeParse({ reason: 'Subpoena 24-118' }).success).toBe(true);
    expect(ZLegalHoldRequest.safeParse({ document_uuid: 'nope', reason: 'x' }).success).toBe(false);
    expect(ZDocumentRecordRequest.safeParse({}).success).toBe(false);
    expect(ZDocumentRecordRequest.safeParse({ tax_year: null }).success).toBe(true);
    expect(ZDocumentRecordRequest.safeParse({ record_class: 'FORM_8879', tax_year: 2025 }).success).toBe(true);
    expect(ZDocumentRecordRequest.safeParse({ record_class: 'RECEIPTS' }).success).toBe(false);
  });

  it("gives 'manage retention' to the SuperAdmin alone and 'dispose records' to SuperAdmin and Admin", () => {
    expect(ALL_PERMISSIONS).toEqual(expect.arrayContaining(['manage retention', 'dispose records']));
    const holders = (p: string) =>
      Object.entries(BUILT_IN_ROLE_PERMISSIONS)
        .filter(([, permissions]) => (permissions as readonly string[]).includes(p))
        .map(([role]) => role);
    expect(holders('manage retention')).toEqual(['SuperAdmin']);
    expect(holders('dispose records')).toEqual(['SuperAdmin', 'Admin']);
  });
});
