import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../lib/use-page-title.ts';

type TLazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * A screen fetched on its first visit, as its own chunk: `lazyRoute(() => import('…/users-list.tsx'),
 * 'UsersListRoute')`. The import() stays written at the call, where the bundler sees it and splits.
 */
export function lazyRoute<TName extends string, TModule extends Record<TName, ComponentType>>(
  load: () => Promise<TModule>,
  name: TName,
): TLazyScreen {
  return async () => ({ Component: (await load())[name] });
}

/**
 * A lazy screen at one of the contract's paths (written relative to the root route), titled by `titleKey`
 * (or `companyTitleKey` once its company is known), open to those its `access` admits (the shell shows the
 * others a refusal instead).
 */
export function screen(
  path: string,
  titleKey: string,
  lazy: TLazyScreen,
  options: Omit<TRouteHandle, 'titleKey'> = {},
): RouteObject {
  const handle: TRouteHandle = { titleKey, ...options };
  return { path: path.replace(/^\//, ''), handle, lazy };
}
