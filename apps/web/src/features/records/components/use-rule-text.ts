import type { TRetentionBasis } from '@ledgerport/contract';
import { useTranslation } from 'react-i18next';

/** "7 years after the end of the tax year": a rule as one phrase. */
export function useRuleText() {
  const { t } = useTranslation();
  return (rule: { basis: TRetentionBasis; years: number }) =>
    t(`records.ruleText.${rule.basis}`, { count: rule.years });
}
