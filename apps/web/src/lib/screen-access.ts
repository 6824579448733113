import type { TAudience, TFeatureKey, TPermission } from '@ledgerport/contract';

/**
 * What a screen needs before anything of it is drawn, declared on its route (app/router.tsx) and checked once,
 * in the shell (useScreenRefusal), rather than by each screen around its own heading and buttons.
 */
export type TScreenAccess = {
  /** Only this side: the all-tenant lists are the firm's, even where a client holds the same permission. */
  audience?: TAudience;
  /** Held firm-wide by staff; held in the company of the address by a client (on a company screen). */
  permission?: TPermission;
  /** The screen is about the company in ?company_uuid=: a company the user cannot see is "not found". */
  company?: boolean;
  /** A firm switch (feature settings) the screen depends on; while it is off the screen says so. */
  feature?: TFeatureKey;
  /** The switch limits clients only (staff uploads stay possible). */
  featureClientsOnly?: boolean;
};

export type TRefusal = 'forbidden' | 'notFound' | 'switchedOff';
