import {
  createTheme,
  DEFAULT_THEME,
  mergeThemeOverrides,
  type AlertProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineColorsTuple,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
  type PasswordInputProps,
} from '@mantine/core';

/**
 * A component's theme defaults, written as the plain object `Menu.extend(...)` would return: naming the
 * component itself here would pull Menu, Modal, Drawer and their popover/focus-trap machinery into the first
 * download of every page, the sign-in screen's included (issue 17: its budget, apps/web/build/login-budget.ts).
 */
const defaultsOf = <TProps>(defaultProps: Partial<TProps>) => ({ defaultProps });

/**
 * Mantine's palette with shades 8 and 9 darkened where the stock ones fall short of WCAG AA (4.5:1) for text:
 * filled buttons and badges use shade 8 (primaryShade), coloured text (red errors, links) shade 8 too, and
 * light and subtle variants (alerts, badges, small buttons) shade 9 on shade 1, or on shade 2 under the mouse.
 * Each shade 8 below reaches 4.5:1 on white and on the striped-row grey (gray.0), each shade 9 on its own
 * shades 1 and 2. The other shades stay Mantine's.
 */
const accessible = (name: keyof typeof DEFAULT_THEME.colors, shade8: string, shade9: string): MantineColorsTuple => {
  const stock = DEFAULT_THEME.colors[name]!;
  return [stock[0], stock[1], stock[2], stock[3], stock[4], stock[5], stock[6], stock[7], shade8, shade9];
};

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 of blue (#1971c2) carries white text at 5:1; Mantine's default 6 only reaches 3.6:1.
  primaryShade: { light: 8, dark: 8 },
  colors: {
    blue: accessible('blue', DEFAULT_THEME.colors.blue[8], '#165a9a'),
    red: accessible('red', '#d32e2e', '#ae2424'),
    green: accessible('green', '#267e36', '#226c30'),
    orange: accessible('orange', '#be490a', '#a9380c'),
    yellow: accessible('yellow', '#a35f00', '#934c00'),
    teal: accessible('teal', '#08805c', '#076d4e'),
    cyan: accessible('cyan', '#0b7a8d', '#0a697a'),
    lime: accessible('lime', '#4b7c0b', '#406809'),
  },
  // People who ask their system for less motion get menus and modals without the slide and fade.
  respectReducedMotion: true,
  components: {
    // An opened menu focuses its first item (the ARIA menu pattern), instead of a focusable placeholder div
    // that a menu may not contain (axe: aria-required-children).
    Menu: defaultsOf<MenuProps>({ withInitialFocusPlaceholder: false }),
    // A badge is a word or two ("Needs attention", "Waiting"): whole or not at all. Mantine's cuts it with an
    // ellipsis when its row is short of room ("NE…"); this one keeps its width and lets the row make room.
    Badge: { styles: { root: { minWidth: 'max-content', flexShrink: 0 } } },
  },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});

/**
 * "Dimmed" text (hints, dates, the current breadcrumb) is Mantine's gray.6 (3.3:1 on white); this grey keeps
 * it visibly lighter than body text while reaching 4.5:1 on white, gray.0 and gray.1 backgrounds.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Input borders and texts of errors are Mantine's red.6 (3.3:1); the darkened red.8 reads at 5:1.
  light: { '--mantine-color-dimmed': '#636a71', '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

/**
 * The theme with the label of Mantine's own close buttons (the × of every modal, drawer, closable alert and
 * toast) and password eyes in the user's language, so no screen can leave one nameless for screen readers. A screen's own
 * closeButtonProps still win.
 */
export const themeWithCloseLabel = (close: string, passwordToggle: string) =>
  mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: defaultsOf<ModalProps>({ closeButtonProps: { 'aria-label': close } }),
        Drawer: defaultsOf<DrawerProps>({ closeButtonProps: { 'aria-label': close } }),
        Alert: defaultsOf<AlertProps>({ closeButtonLabel: close }),
        Notification: defaultsOf<NotificationProps>({ closeButtonProps: { 'aria-label': close } }),
        // Mantine's show/hide-password eye has no name of its own; every password field gets one.
        PasswordInput: defaultsOf<PasswordInputProps>({
          visibilityToggleButtonProps: { 'aria-label': passwordToggle },
        }),
      },
    }),
  );
