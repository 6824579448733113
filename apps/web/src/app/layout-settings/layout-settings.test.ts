import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT_SETTINGS as defaults,
  layoutSettingsReducer as reduce,
  sanitizeLayoutSettings,
  type TLayoutSettings,
} from './layout-settings.ts';
import { LAYOUT_SETTINGS_KEY, readLayoutSettings } from './layout-settings-storage.ts';

const horizontal: TLayoutSettings = { ...defaults, layout: 'horizontal', topbarTheme: 'dark' };

describe('layout settings rules', () => {
  it('starts vertical, fluid, dark default sidebar, light top bar, no preloader, light colours', () => {
    expect(defaults).toEqual({
      layout: 'vertical',
      width: 'fluid',
      sidebarTheme: 'dark',
      sidebarType: 'default',
      topbarTheme: 'light',
      preloader: false,
      colorScheme: 'light',
    });
  });

  it('turns the top bar dark when switching to horizontal and light when switching back', () => {
    const h = reduce({ ...defaults, topbarTheme: 'light' }, { type: 'setLayout', value: 'horizontal' });
    expect(h).toMatchObject({ layout: 'horizontal', topbarTheme: 'dark' });
    const v = reduce({ ...h, topbarTheme: 'colored' }, { type: 'setLayout', value: 'vertical' });
    expect(v).toMatchObject({ layout: 'vertical', topbarTheme: 'light' });
  });

  it('gives boxed width an icon sidebar and fluid width the default one', () => {
    const boxed = reduce(defaults, { type: 'setWidth', value: 'boxed' });
    expect(boxed).toMatchObject({ width: 'boxed', sidebarType: 'icon' });
    const fluid = reduce({ ...boxed, sidebarType: 'compact' }, { type: 'setWidth', value: 'fluid' });
    expect(fluid).toMatchObject({ width: 'fluid', sidebarType: 'default' });
  });

  it('offers a colored top bar only with the horizontal layout', () => {
    expect(reduce(defaults, { type: 'setTopbarTheme', value: 'colored' }).topbarTheme).toBe('light');
    expect(reduce(horizontal, { type: 'setTopbarTheme', value: 'colored' }).topbarTheme).toBe('colored');
    expect(reduce(defaults, { type: 'setTopbarTheme', value: 'dark' }).topbarTheme).toBe('dark');
  });

  it('changes the sidebar type and theme only in the vertical layout', () => {
    expect(reduce(defaults, { type: 'setSidebarType', value: 'compact' }).sidebarType).toBe('compact');
    expect(reduce(defaults, { type: 'setSidebarTheme', value: 'colored' }).sidebarTheme).toBe('colored');
    expect(reduce(horizontal, { type: 'setSidebarType', value: 'icon' })).toBe(horizontal);
    expect(reduce(horizontal, { type: 'setSidebarTheme', value: 'light' })).toBe(horizontal);
  });

  it('switches the preloader and the colour scheme, and resets to the defaults', () => {
    const changed = reduce(reduce(defaults, { type: 'setPreloader', value: true }), {
      type: 'setColorScheme',
      value: 'dark',
    });
    expect(changed).toMatchObject({ preloader: true, colorScheme: 'dark' });
    expect(reduce(changed, { type: 'reset' })).toEqual(defaults);
  });
});

describe('stored layout settings', () => {
  it('keeps valid values and replaces junk with the defaults', () => {
    expect(
      sanitizeLayoutSettings({ layout: 'horizontal', topbarTheme: 'colored', width: 'huge', preloader: 'yes' }),
    ).toEqual({ ...defaults, layout: 'horizontal', topbarTheme: 'colored' });
    expect(sanitizeLayoutSettings(null)).toEqual(defaults);
    expect(sanitizeLayoutSettings([1, 2])).toEqual(defaults);
  });

  it('never restores a colored top bar with the vertical layout', () => {
    expect(sanitizeLayoutSettings({ layout: 'vertical', topbarTheme: 'colored' }).topbarTheme).toBe('light');
  });

  it('falls back to the defaults when the stored text is not JSON', () => {
    localStorage.setItem(LAYOUT_SETTINGS_KEY, '{not json');
    expect(readLayoutSettings()).toEqual(defaults);
  });
});
