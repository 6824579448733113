import { BUILT_IN_ROLES } from '@ledgerport/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const BUILT_IN = new Set<string>(BUILT_IN_ROLES);

/**
 * A role's name as the user reads it: a built-in one in their language ("TenantOwner" is "Mandanteninhaber" in
 * German, "Владелец клиента" in Russian), one the firm made as the firm named it.
 */
export const roleName = (t: TFunction, name: string) => (BUILT_IN.has(name) ? t(`roleNames.${name}`) : name);

export function useRoleName() {
  const { t } = useTranslation();
  return (name: string) => roleName(t, name);
}
