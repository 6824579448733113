import { useMediaQuery } from '@mantine/hooks';

/** Mantine's `sm` breakpoint: below it a screen lays itself out for a phone. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the window matches a width query, read on the first render. Mantine's default reads it only after the
 * first paint, so on a phone every screen would render twice, the second time synchronously: the shell alone
 * cost 300 ms of blocked main thread at 4× CPU (issue 36). There is no server rendering to disagree with.
 */
export function useWidthQuery(query: string) {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}

/** Whether the window is phone-sized, on the first render as on every later one. */
export function usePhoneLayout() {
  return useWidthQuery(PHONE_QUERY);
}
