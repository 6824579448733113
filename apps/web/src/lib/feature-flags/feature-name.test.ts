import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { featureName } from './feature-name.ts';

describe('feature names', () => {
  it('reads a seeded name in the user’s language, and a name the firm chose as the firm wrote it', async () => {
    await i18n.changeLanguage('ru');
    const seeded = featureName(i18n.t, { key: 'PAYROLL_SUBMISSION', settings_name: 'Payroll submission' });
    expect(seeded).toBe(i18n.t('featureSettings.keys.PAYROLL_SUBMISSION.name'));
    expect(seeded).not.toBe('Payroll submission');
    expect(featureName(i18n.t, { key: 'PAYROLL_SUBMISSION', settings_name: 'Lohn (intern)' })).toBe('Lohn (intern)');
    await i18n.changeLanguage('en');
  });
});
