import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyDisposalCertificate } from '../../platform/evidence/verify-disposal-certificate.ts';
import { filedRecord, untilDone, useDisposalsTestApp } from './disposals.test-support.ts';
import { eventsOf, recordsApi, recordsWorld } from './records.test-support.ts';

// Issue 35, disposal: the review lists what is past retention, staff keep some, two people approve, the files
// go from storage and a signed certificate says exactly what went.
const ctx = useDisposalsTestApp();
const { call } = recordsApi(ctx);

const mine = <T extends { tenant_uuid: string }>(rows: T[], tenantId: string) =>
  rows.filter((r) => r.tenant_uuid === tenantId);

describe('disposal (issue 35)', () => {
  it('lists, keeps, skips a new hold, needs two different approvers, removes the files and certifies it', async () => {
    ctx.clock().set(new Date('2026-07-01T10:00:00Z'));
    const { tenant, ownerToken, superAdmin, admin, processor } = await recordsWorld(ctx);
    const file = (name: string) =>
      filedRecord(ctx, ownerToken, tenant.id, name, { record_class: 'SOURCE_DOCUMENTS', tax_year: 2019 });
    const [a, b, kept, held] = [
      await file('A.pdf'),
      await file('B.pdf'),
      await file('Kept.pdf'),
      await file('Held.pdf'),
    ];
    const pathsBefore = await ctx.database.db
      .selectFrom('document_versions')
      .select(['document_id', 'storage_path'])
      .where('document_id', 'in', [a, b, kept, held])
      .execute();

    // The firm asks for a second approver: a SuperAdmin's setting, on the trail.
    expect((await call(admin, 'PUT', '/disposals/settings', { disposal_second_approver: true })).statusCode).toBe(403);
    const setting = await call(superAdmin, 'PUT', '/disposals/settings', { disposal_second_approver: true });
    expect(setting.json()).toEqual({ disposal_second_approver: true });
    expect(
      (await eventsOf(ctx, 'FIRM_SETTING_CHANGE')).filter((e) => e.target === 'firm:disposal' && e.result === 'OK'),
    ).toMatchObject([{ result: 'OK', changes: { disposal_second_approver: { from: false, to: true } } }]);

    // Only staff with 'dispose records' run or read a review.
    expect((await call(processor, 'POST', '/disposals/review-now')).statusCode).toBe(403);
    expect((await call(ownerToken, 'GET', '/disposals/reviews')).statusCode).toBe(403);
    const run = await call(admin, 'POST', '/disposals/review-now');
    expect(run.statusCode, run.body).toBe(200);
    const review = run.json().review;
    expect(review).toMatchObject({ status: 'OPEN', review_day: '2026-07-01' });
    // Again the same day: nothing new.
    expect((await call(admin, 'POST', '/disposals/review-now')).json()).toMatchObject({ listed: 0 });
    const listed = await call(admin, 'GET', `/disposals/reviews/${review.uuid}/items?limit=100`);
    const items = mine(listed.json().data as { tenant_uuid: string; document_uuid: string; uuid: string }[], tenant.id);
    expect(items.map((i) => i.document_uuid).sort()).toEqual([a, b, kept, held].sort());
    const itemOf = (id: string) => items.find((i) => i.document_uuid === id)!;
    // Keyset pages: one by one they give the same items.
    const first = (await call(admin, 'GET', `/disposals/reviews/${review.uuid}/items?limit=1`)).json();
    expect(first.data).toHaveLength(1);
    const second = (
      await call(admin, 'GET', `/disposals/reviews/${review.uuid}/items?limit=1&after=${first.next_after}`)
    ).json();
    expect(second.data[0].uuid > first.data[0].uuid).toBe(true);
    expect((await call(admin, 'GET', '/disposals/reviews?limit=10')).json().data[0].uuid).toBe(review.uuid);

    // Kept by staff, with a reason; a hold placed on another since it was listed.
    const excluded = await call(admin, 'POST', `/disposals/reviews/${review.uuid}/items/${itemOf(kept).uuid}/exclude`, {
      reason: 'Client dispute open',
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json()).toMatchObject({ status: 'EXCLUDED', note: 'Client dispute open' });
    const blank = await call(admin, 'POST', `/disposals/reviews/${review.uuid}/items/${itemOf(a).uuid}/exclude`, {
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
    await call(superAdmin, 'POST', `/tenants/${tenant.id}/legal-holds`, { document_uuid: held, reason: 'Exam' });

    // Two people: the first approval waits for a second; the same person again is refused.
    const approved = await call(admin, 'POST', `/disposals/reviews/${review.uuid}/approve`);
    expect(approved.json()).toMatchObject({ status: 'AWAITING_SECOND' });
    const again = await call(admin, 'POST', `/disposals/reviews/${review.uuid}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SAME_APPROVER');
    const late = await call(admin, 'POST', `/disposals/reviews/${review.uuid}/items/${itemOf(a).uuid}/exclude`, {
      reason: 'too late',
    });
    expect(late.statusCode).toBe(409);
    const final = await call(superAdmin, 'POST', `/disposals/reviews/${review.uuid}/approve`);
    expect(final.statusCode, final.body).toBe(200);
    expect(final.json()).toMatchObject({ status: 'DISPOSING' });
    const done = await untilDone(ctx, admin, review.uuid);
    expect(done.certificate_json_sha256).toMatch(/^[0-9a-f]{64}$/);

    const after = mine(
      (await call(admin, 'GET', `/disposals/reviews/${review.uuid}/items?limit=100`)).json().data as {
        tenant_uuid: string;
        document_uuid: string;
        status: string;
      }[],
      tenant.id,
    );
    const statusOf = (id: string) => after.find((i) => i.document_uuid === id)?.status;
    expect([statusOf(a), statusOf(b), statusOf(kept), statusOf(held)]).toEqual([
      'DISPOSED',
      'DISPOSED',
      'EXCLUDED',
      'HELD',
    ]);
    const left = await ctx.database.db
      .selectFrom('documents')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(left.map((d) => d.id).sort()).toEqual([kept, held].sort());
    // The bytes are gone from the company's folder; the kept and held ones are still there.
    const root = path.join(ctx.storageRoot, tenant.root_directory);
    for (const version of pathsBefore) {
      const exists = fs.existsSync(path.join(root, version.storage_path));
      expect(exists, version.storage_path).toBe(version.document_id === kept || version.document_id === held);
    }

    // The certificate: signed JSON and sealed PDF, both downloadable, verified offline; a changed one fails.
    const json = await call(admin, 'GET', `/disposals/reviews/${review.uuid}/certificate.json`);
    const pdf = await call(admin, 'GET', `/disposals/reviews/${review.uuid}/certificate.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const certificate = JSON.parse(json.body).document;
    const certified = certificate.items.filter((i: { company_uuid: string }) => i.company_uuid === tenant.id);
    expect(certified.map((i: { document_uuid: string }) => i.document_uuid).sort()).toEqual([a, b].sort());
    expect(certified[0]).toMatchObject({
      record_class: 'SOURCE_DOCUMENTS',
      retention: { rule: 'TAX_YEAR_END', years: 4 },
    });
    expect(certified[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(certificate.approvers.map((p: { name: string }) => p.name)).toEqual(['Admin Person', 'SuperAdmin Person']);
    const report = await verifyDisposalCertificate(json.rawPayload, pdf.rawPayload);
    expect(report, JSON.stringify(report)).toMatchObject({ readable: true, intact: true });
    const tampered = Buffer.from(json.body.replace(certified[0].sha256, '0'.repeat(64)));
    expect(await verifyDisposalCertificate(tampered, pdf.rawPayload)).toMatchObject({ intact: false });

    // Every step on the trail; the certificate's event names its hash.
    const trail = async (action: string) => (await eventsOf(ctx, action)).filter((e) => e.result === 'OK');
    expect((await trail('DISPOSAL_REVIEW_LIST')).length).toBeGreaterThanOrEqual(2);
    expect(await trail('DISPOSAL_ITEM_EXCLUDE')).toMatchObject([{ detail: 'Client dispute open' }]);
    expect(await trail('DISPOSAL_APPROVE')).toHaveLength(1);
    expect(await trail('DISPOSAL_SECOND_APPROVE')).toHaveLength(1);
    expect((await eventsOf(ctx, 'DISPOSAL_SECOND_APPROVE')).filter((e) => e.result === 'DENIED')).toMatchObject([
      { detail: 'SAME_APPROVER' },
    ]);
    expect((await trail('DISPOSAL_ITEM_DISPOSE')).filter((e) => e.tenant_id === tenant.id)).toHaveLength(2);
    expect((await trail('DISPOSAL_ITEM_HELD')).filter((e) => e.tenant_id === tenant.id)).toHaveLength(1);
    const written = (await trail('DISPOSAL_CERTIFICATE_WRITE')).filter(
      (e) => e.target === `disposal-certificate:${review.uuid}`,
    );
    expect(written[0]!.detail).toContain(done.certificate_json_sha256);
  });

  it('flags companies quiet for two years for review without disposing of them', async () => {
    ctx.clock().set(new Date('2026-08-01T10:00:00Z'));
    const { tenant, ownerToken, admin } = await recordsWorld(ctx);
    await filedRecord(ctx, ownerToken, tenant.id, 'Return 2025.pdf', {
      record_class: 'TAX_RETURN',
      tax_year: 2025,
      uploadedAt: new Date('2024-03-01T00:00:00Z'),
    });
    const review = (await call(admin, 'POST', '/disposals/review-now')).json().review;
    const flagged = (await call(admin, 'GET', `/disposals/reviews/${review.uuid}/inactive-companies`)).json().data;
    expect(mine(flagged, tenant.id)).toMatchObject([{ company_name: tenant.name }]);
    const items = (await call(admin, 'GET', `/disposals/reviews/${review.uuid}/items?limit=100`)).json().data;
    expect(mine(items, tenant.id)).toEqual([]);
    expect((await call(admin, 'GET', `/disposals/reviews/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('refuses a hold while a disposal removes the company’s files (409 DISPOSAL_RUNNING), and allows it after', async () => {
    ctx.clock().set(new Date('2026-09-01T10:00:00Z'));
    const { tenant, ownerToken, superAdmin } = await recordsWorld(ctx);
    const doc = await filedRecord(ctx, ownerToken, tenant.id, 'Claimed.pdf', {
      record_class: 'SOURCE_DOCUMENTS',
      tax_year: 2019,
    });
    const review = (await call(superAdmin, 'POST', '/disposals/review-now')).json().review;
    // What a disposal's claim leaves while it removes the bytes (the execution's first transaction).
    await ctx.database.db
      .updateTable('disposal_items')
      .set({ status: 'DISPOSING' })
      .where('review_id', '=', review.uuid)
      .where('document_id', '=', doc)
      .execute();
    for (const body of [{ reason: 'Subpoena' }, { document_uuid: doc, reason: 'Subpoena' }]) {
      const refused = await call(superAdmin, 'POST', `/tenants/${tenant.id}/legal-holds`, body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.code).toBe('DISPOSAL_RUNNING');
    }
    await ctx.database.db
      .updateTable('disposal_items')
      .set({ status: 'DUE' })
      .where('review_id', '=', review.uuid)
      .execute();
    const placed = await call(superAdmin, 'POST', `/tenants/${tenant.id}/legal-holds`, { reason: 'Subpoena' });
    expect(placed.statusCode, placed.body).toBe(201);
  });
});
