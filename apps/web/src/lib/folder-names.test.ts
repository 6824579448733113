import { describe, expect, it } from 'vitest';
import { i18n } from './i18n/i18n.ts';
import { folderLabel } from './folder-names.ts';

describe('folder labels', () => {
  it('translates the default folders and leaves every other name as it is', async () => {
    await i18n.changeLanguage('de');
    expect(folderLabel(i18n.t, 'Bank Statements')).toBe('Kontoauszüge');
    expect(folderLabel(i18n.t, 'Payroll Documents')).toBe('Lohnunterlagen');
    expect(folderLabel(i18n.t, 'Bank Statements 2025')).toBe('Bank Statements 2025');
    await i18n.changeLanguage('ru');
    expect(folderLabel(i18n.t, 'Others')).toBe('Прочее');
    await i18n.changeLanguage('en');
    expect(folderLabel(i18n.t, 'Corporation Documents')).toBe('Corporation Documents');
  });
});
