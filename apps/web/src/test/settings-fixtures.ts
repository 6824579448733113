import { json, type TRoutes } from './fake-api.ts';
import { featureFlagsRoute } from './feature-settings-fixtures.ts';
import { notificationRoutes } from './notification-fixtures.ts';

/**
 * A settings screen's server: GET answers what is stored, PUT records its body and stores what `save` makes
 * of it (or answers `save`'s Response instead, e.g. a 400). `more` adds routes that read the stored value.
 */
export function settingsServer<T>(
  path: string,
  seeded: T,
  save: (stored: T, body: unknown) => T | Response,
  more: (stored: () => T) => TRoutes = () => ({}),
) {
  let stored = seeded;
  const puts: unknown[] = [];
  const routes: TRoutes = {
    ...featureFlagsRoute(),
    ...notificationRoutes({ current: [] }),
    [`GET ${path}`]: () => json(200, stored),
    [`PUT ${path}`]: ({ body }) => {
      puts.push(body);
      const saved = save(stored, body);
      if (saved instanceof Response) return saved;
      stored = saved;
      return json(200, stored);
    },
    ...more(() => stored),
  };
  return { routes, puts };
}
