/**
 * The look of the shell, chosen in the settings drawer. A pure reducer so the spec's coupling rules
 * (§4: horizontal → dark top bar, boxed → icon sidebar, ...) live in one tested place.
 */
export const LAYOUT_OPTIONS = {
  layout: ['vertical', 'horizontal'],
  width: ['fluid', 'boxed'],
  topbarTheme: ['light', 'dark', 'colored'],
  sidebarType: ['default', 'compact', 'icon'],
  sidebarTheme: ['light', 'dark', 'colored'],
  colorScheme: ['light', 'dark'],
} as const;

type TOptions = typeof LAYOUT_OPTIONS;
export type TLayoutSettings = { -readonly [K in keyof TOptions]: TOptions[K][number] } & { preloader: boolean };

/** The centred page width of the boxed layout (a Mantine container size: 1140 px). */
export const BOXED_SIZE = 'lg';

/** Spec §3 defaults. */
export const DEFAULT_LAYOUT_SETTINGS: TLayoutSettings = {
  layout: 'vertical',
  width: 'fluid',
  topbarTheme: 'light',
  sidebarType: 'default',
  sidebarTheme: 'dark',
  colorScheme: 'light',
  preloader: false,
};

export type TLayoutAction =
  | { type: 'setLayout'; value: TLayoutSettings['layout'] }
  | { type: 'setWidth'; value: TLayoutSettings['width'] }
  | { type: 'setTopbarTheme'; value: TLayoutSettings['topbarTheme'] }
  | { type: 'setSidebarType'; value: TLayoutSettings['sidebarType'] }
  | { type: 'setSidebarTheme'; value: TLayoutSettings['sidebarTheme'] }
  | { type: 'setColorScheme'; value: TLayoutSettings['colorScheme'] }
  | { type: 'setPreloader'; value: boolean }
  | { type: 'reset' };

export function layoutSettingsReducer(state: TLayoutSettings, action: TLayoutAction): TLayoutSettings {
  switch (action.type) {
    case 'setLayout':
      // The top bar carries the navigation in horizontal mode, so it turns dark; vertical brings it back light.
      return { ...state, layout: action.value, topbarTheme: action.value === 'horizontal' ? 'dark' : 'light' };
    case 'setWidth':
      // A boxed page leaves little room beside the content: the sidebar shrinks to icons.
      return { ...state, width: action.value, sidebarType: action.value === 'boxed' ? 'icon' : 'default' };
    case 'setTopbarTheme':
      // "Colored" is offered only with the horizontal layout.
      if (action.value === 'colored' && state.layout !== 'horizontal') return state;
      return { ...state, topbarTheme: action.value };
    case 'setSidebarType':
      return state.layout === 'vertical' ? { ...state, sidebarType: action.value } : state;
    case 'setSidebarTheme':
      return state.layout === 'vertical' ? { ...state, sidebarTheme: action.value } : state;
    case 'setColorScheme':
      return { ...state, colorScheme: action.value };
    case 'setPreloader':
      return { ...state, preloader: action.value };
    case 'reset':
      return DEFAULT_LAYOUT_SETTINGS;
  }
}

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Whatever was stored (possibly junk from an older version or a hand edit) as valid settings. */
export function sanitizeLayoutSettings(raw: unknown): TLayoutSettings {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_LAYOUT_SETTINGS;
  const settings: TLayoutSettings = {
    layout: pick(LAYOUT_OPTIONS.layout, input.layout, d.layout),
    width: pick(LAYOUT_OPTIONS.width, input.width, d.width),
    topbarTheme: pick(LAYOUT_OPTIONS.topbarTheme, input.topbarTheme, d.topbarTheme),
    sidebarType: pick(LAYOUT_OPTIONS.sidebarType, input.sidebarType, d.sidebarType),
    sidebarTheme: pick(LAYOUT_OPTIONS.sidebarTheme, input.sidebarTheme, d.sidebarTheme),
    colorScheme: pick(LAYOUT_OPTIONS.colorScheme, input.colorScheme, d.colorScheme),
    preloader: typeof input.preloader === 'boolean' ? input.preloader : d.preloader,
  };
  if (settings.topbarTheme === 'colored' && settings.layout !== 'horizontal') settings.topbarTheme = 'light';
  return settings;
}
