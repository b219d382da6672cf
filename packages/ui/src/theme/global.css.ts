import { globalStyle } from '@vanilla-extract/css';
import { darkTheme, lightTheme, vars } from './vars.css';

/**
 * Reset and base typography, scoped to the theme classes so that nothing outside a themed tree
 * (e.g. Storybook's own UI) is touched. The theme class may sit on <html>, <body> or a root div.
 */
const themed = `:is(.${lightTheme}, .${darkTheme})`;
// Zero specificity, so that any component class wins over the reset.
const inside = (selector: string) =>
  `:where(.${lightTheme}, .${darkTheme}) :where(${selector}), :where(.${lightTheme}, .${darkTheme}):where(${selector})`;

const root = `:where(.${lightTheme}, .${darkTheme})`;
globalStyle(`${root}, ${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });

globalStyle(themed, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textSizeAdjust: '100%',
});
// Native controls (file inputs, scrollbars, autofill) in the theme's scheme.
globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });

globalStyle(inside('body'), { margin: 0 });
globalStyle(inside('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd'), { margin: 0 });
globalStyle(inside('h1, h2, h3, h4, h5, h6'), {
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(inside('ul[role="list"], ol[role="list"]'), { listStyle: 'none', margin: 0, padding: 0 });
globalStyle(inside('img, svg, video'), { maxWidth: '100%' });
globalStyle(inside('img, video'), { display: 'block', height: 'auto' });
globalStyle(inside('button, input, select, textarea'), { font: 'inherit', color: 'inherit' });
globalStyle(inside('a'), { color: 'inherit' });

// One visible focus style everywhere: a keyboard user always sees where they are.
globalStyle(`${themed} :focus-visible, ${themed}:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle(`${themed} :focus:not(:focus-visible)`, { outline: 'none' });

globalStyle(`${themed} *, ${themed} *::before, ${themed} *::after`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '1ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '1ms !important',
      scrollBehavior: 'auto',
    },
  },
});
