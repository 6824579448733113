import type { Plugin } from 'vite';

/** Mantine's id hook, as the package ships it (the file every Mantine component's `useId` comes from). */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` starts from React's id, then swaps it for a random one in a layout effect after mounting. That
 * state change is synchronous, inside React's commit, so every screen that mounts a Mantine component with an id
 * (the shell's header, sidebar and footer, every popover, tooltip and input) also runs all pending effects and
 * a second render in the same task: on the dashboard, the largest long task at Lighthouse's 4× CPU (issue 36).
 * React's own id is already unique, stable and usable in a CSS selector (React 19.2+: `_r_1_`), and there is no
 * server rendering here to reconcile, so the id stays React's: the same value Mantine shows on the first render.
 */
export const MANTINE_STABLE_ID_SOURCE = `import { useId as useReactId } from 'react';
function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
export { useId };
`;

export function stableMantineIds(): Plugin {
  return {
    name: 'ledgerport-stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id) ? MANTINE_STABLE_ID_SOURCE : null;
    },
  };
}
