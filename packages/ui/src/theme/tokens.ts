/**
 * Design tokens: plain typed data. The theme contract, the themes and the token docs pages are all
 * made from these, never copied.
 */
export const palette = {
  brand50: '#eef7f4',
  brand100: '#d3ece4',
  brand500: '#12806a',
  brand600: '#0e6b58',
  brand700: '#0a5546',
  ink900: '#14202b',
  ink700: '#33414d',
  ink500: '#5c6b78',
  ink400: '#7f8b97',
  ink300: '#aab5bf',
  ink100: '#e3e8ec',
  ink50: '#f5f7f9',
  white: '#ffffff',
  red600: '#b42318',
  red50: '#fef3f2',
  amber600: '#b54708',
  amber50: '#fffaeb',
  green600: '#067647',
  green50: '#ecfdf3',
  night900: '#0f161d',
  night800: '#17212b',
  night700: '#223140',
} as const;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
  huge: '64px',
} as const;

export const radius = { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '20px', full: '9999px' } as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  xxxl: '2.5rem',
} as const;

export const fontWeight = { regular: '400', medium: '500', bold: '700' } as const;

export const lineHeight = { tight: '1.2', normal: '1.5' } as const;

export const shadow = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
} as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** The seed's 1022px breakpoint: at or below it the layout is 'mobile'. */
export const breakpoints = { tablet: 768, desktop: 1023, wide: 1280 } as const;

/**
 * Stacking order, lowest first. `panel` is a sheet over the page (the notification panel);
 * `popover` (select lists, menus, calendars) sits above `modal`, so a picker opened inside a
 * dialog floats over the dialog and its overlay; toasts and the route progress bar stay on top.
 */
export const zIndex = {
  base: '0',
  sticky: '100',
  panel: '1000',
  overlay: '1100',
  modal: '1200',
  popover: '1300',
  toast: '1400',
  progress: '1500',
} as const;

/** Fixed sizes: touch targets are at least `touch` on every device. */
export const size = { touch: '40px', navbar: '64px', container: '1200px', sidebar: '240px' } as const;

export const font = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

/** Semantic colours per theme: every key is in both themes (the contract enforces it). */
export const lightColors = {
  background: palette.ink50,
  surface: palette.white,
  surfaceRaised: palette.white,
  surfaceSunken: palette.ink100,
  text: palette.ink900,
  textMuted: palette.ink500,
  textOnBrand: palette.white,
  border: palette.ink100,
  // Borders that carry meaning (inputs, checkboxes): 3.5:1 on surface, 3.2:1 on background (WCAG 1.4.11).
  borderStrong: palette.ink400,
  brand: palette.brand600,
  brandHover: palette.brand700,
  brandSubtle: palette.brand50,
  critical: palette.red600,
  criticalSubtle: palette.red50,
  warning: palette.amber600,
  warningSubtle: palette.amber50,
  positive: palette.green600,
  positiveSubtle: palette.green50,
  focus: '#2563eb',
  overlay: 'rgba(20, 32, 43, 0.55)',
} as const;

export const darkColors: Record<keyof typeof lightColors, string> = {
  background: palette.night900,
  surface: palette.night800,
  surfaceRaised: palette.night700,
  surfaceSunken: '#0b1117',
  text: '#eef2f5',
  textMuted: '#a9b6c2',
  // The dark brand is light, so text on it is dark (white on #3fbf9f fails contrast).
  textOnBrand: palette.night900,
  border: '#2b3a49',
  // 4:1 on surface, 3.3:1 on surfaceRaised (WCAG 1.4.11).
  borderStrong: '#6a8095',
  brand: '#3fbf9f',
  brandHover: '#63d3b6',
  brandSubtle: '#163a33',
  critical: '#f97066',
  criticalSubtle: '#3a1a18',
  warning: '#fdb022',
  warningSubtle: '#3a2a10',
  positive: '#47cd89',
  positiveSubtle: '#123224',
  focus: '#7cb1ff',
  overlay: 'rgba(0, 0, 0, 0.65)',
};
