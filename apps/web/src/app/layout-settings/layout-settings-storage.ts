import { DEFAULT_LAYOUT_SETTINGS, sanitizeLayoutSettings, type TLayoutSettings } from './layout-settings.ts';

export const LAYOUT_SETTINGS_KEY = 'layoutSettings';

export function readLayoutSettings(): TLayoutSettings {
  try {
    const raw = localStorage.getItem(LAYOUT_SETTINGS_KEY);
    return raw ? sanitizeLayoutSettings(JSON.parse(raw)) : DEFAULT_LAYOUT_SETTINGS;
  } catch {
    return DEFAULT_LAYOUT_SETTINGS; // unparsable or storage blocked
  }
}

export function writeLayoutSettings(settings: TLayoutSettings) {
  try {
    localStorage.setItem(LAYOUT_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // not persisted: the look still applies until the tab closes
  }
}
