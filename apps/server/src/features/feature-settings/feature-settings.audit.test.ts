import { describe, expect, it } from 'vitest';
import { asCaller, fromCaller, latestEvent } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { superAdmin } from './feature-settings.test-support.ts';

const ctx = useTestApp();

describe('feature settings on the audit trail', () => {
  it('records a switch flipped, by whom and from where, before → after', async () => {
    const { user, token } = await superAdmin(ctx);
    const flip = (status: number) =>
      ctx.app.inject(
        asCaller(token, {
          method: 'PATCH',
          url: '/api/v1/feature-settings/PAYROLL_SUBMISSION/status',
          payload: { status },
        }),
      );

    expect((await flip(0)).statusCode).toBe(200);
    expect(await latestEvent(ctx, 'FEATURE_SETTING_CHANGE', 'feature:PAYROLL_SUBMISSION')).toMatchObject({
      result: 'OK',
      actor: { uuid: user.id },
      tenant: null,
      detail: null,
      ...fromCaller,
      changes: { status: { from: 1, to: 0 } },
    });
    await flip(1);
  });
});
