// Colours for the machine view, light and dark, as CSS custom properties on the view's root.
// Brand values follow packages/ui's tokens (not imported: the view stays free of the UI kit).
import type { CSSProperties } from 'react';

export type ViewTheme = 'light' | 'dark';

const light = {
  bg: '#ffffff',
  surface: '#f5f7f9',
  sunken: '#e3e8ec',
  text: '#14202b',
  muted: '#5c6b78',
  border: '#aab5bf',
  edge: '#5c6b78',
  brand: '#0e6b58',
  onBrand: '#ffffff',
  tint: '#eef7f4',
  tintText: '#0a5546',
  danger: '#b42318',
  dangerBg: '#fef3f2',
};
const dark: typeof light = {
  bg: '#0f161d',
  surface: '#17212b',
  sunken: '#223140',
  text: '#e3e8ec',
  muted: '#aab5bf',
  border: '#4a5a68',
  edge: '#aab5bf',
  brand: '#5ed1b4',
  onBrand: '#0f161d',
  tint: '#123a33',
  tintText: '#9be3d0',
  danger: '#ff8a80',
  dangerBg: '#2a1616',
};

export type Colour = keyof typeof light;
/** `var(--mv-brand)` and friends. */
export const c = (name: Colour) => `var(--mv-${name})`;

export function themeVariables(theme: ViewTheme): CSSProperties {
  const colours = theme === 'dark' ? dark : light;
  return {
    colorScheme: theme,
    ...Object.fromEntries(Object.entries(colours).map(([name, value]) => [`--mv-${name}`, value])),
  } as CSSProperties;
}

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
};
