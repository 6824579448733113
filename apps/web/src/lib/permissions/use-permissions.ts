import type { TPermission } from '@ledgerport/contract';
import { useMemo } from 'react';
import { useSession } from '../session/use-session.ts';

/**
 * What the signed-in user may do, to hide what the server would refuse anyway. This is only courtesy:
 * the server checks every permission itself.
 */
export function usePermissions() {
  const session = useSession();
  return useMemo(() => {
    const granted = new Set(session?.permissions ?? []);
    return { permissions: granted, can: (permission: TPermission) => granted.has(permission) };
  }, [session]);
}
