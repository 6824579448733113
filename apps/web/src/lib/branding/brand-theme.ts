import { createTheme, darken, lighten, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { DEFAULT_PRIMARY_COLOR } from '@ledgerport/contract';

/**
 * Ten shades around the firm's colour, the colour itself at 6 (where Mantine puts a palette's main shade) and
 * darker ones at 8 and 9, which the theme uses for filled buttons and coloured text.
 */
export function brandPalette(hex: string): MantineColorsTuple {
  return [
    lighten(hex, 0.92),
    lighten(hex, 0.82),
    lighten(hex, 0.64),
    lighten(hex, 0.45),
    lighten(hex, 0.25),
    lighten(hex, 0.1),
    hex,
    darken(hex, 0.12),
    darken(hex, 0.24),
    darken(hex, 0.38),
  ];
}

/**
 * The theme override that makes the firm's colour Mantine's primary one. Ledgerport's own blue keeps the
 * theme's checked palette (its shades 8 and 9 tuned for contrast), so the default look does not change.
 */
export function brandThemeOverride(primaryColor: string): MantineThemeOverride {
  if (primaryColor.toLowerCase() === DEFAULT_PRIMARY_COLOR) return {};
  return createTheme({ primaryColor: 'brand', colors: { brand: brandPalette(primaryColor) } });
}
