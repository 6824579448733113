import type { TPermission } from '@ledgerport/contract';

/** A screen for staff holding `permission`: the route guard refuses anyone else with a refusal page. */
export const staffOnly = (permission: TPermission) => ({ access: { audience: 'staff', permission } as const });
