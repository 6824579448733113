import type { TFeatureKey } from '@ledgerport/contract';
import type { ReactNode } from 'react';
import { useSignedInUser } from '../session/use-session.ts';
import { useFeatureFlags } from './get-feature-flags.ts';

type TFeatureOnProps = {
  feature: TFeatureKey;
  /** The switch limits client users only (staff keep e.g. their uploads), so staff always see the children. */
  clientsOnly?: boolean;
  children: ReactNode;
  /** Shown instead while the feature is off (say why something is missing). */
  fallback?: ReactNode;
};

/** Renders its children unless the firm switched `feature` off; the server refuses it then anyway. */
export function FeatureOn({ feature, clientsOnly = false, children, fallback = null }: TFeatureOnProps) {
  const { isOn } = useFeatureFlags();
  const isStaff = useSignedInUser().audience === 'staff';
  return (clientsOnly && isStaff) || isOn(feature) ? children : fallback;
}
