import { assignVars, globalStyle } from '@vanilla-extract/css';
import { SYSTEM_DARK_QUERY, THEME_ATTRIBUTE } from './themeChoice';
import { darkColors, lightColors } from './tokens';
import { lightTheme, vars } from './vars.css';

/*
 * The app's pages carry the light theme's class on <body> (the server's drawing and main.tsx put
 * it there) and `<html data-theme="system|light|dark">` (index.html starts it at 'system';
 * /boot.js and the app set the visitor's choice). These rules turn the body dark when the choice
 * says so, or when it is 'system' and the device asks for dark, in CSS alone: a page the server
 * drew is in the right theme before any script has run (decision 0017).
 *
 * Only `:root[data-theme] > body` is touched: Storybook's stories, the token docs' nested theme
 * blocks and any element carrying a theme class of its own keep the theme they were given.
 */
const choice = (value: string) => `:root[${THEME_ATTRIBUTE}="${value}"]`;
const appBody = (value: string) => `${choice(value)} > body.${lightTheme}`;

const dark = { vars: assignVars(vars.color, darkColors), colorScheme: 'dark' } as const;

globalStyle(appBody('dark'), dark);
globalStyle(appBody('system'), { '@media': { [SYSTEM_DARK_QUERY]: dark } });

// <html> itself, for the instant before <body> has its class (a page the browser draws from
// scratch is blank until the app starts): the right background, and native controls and
// scrollbars in the right scheme.
globalStyle(choice('light'), { colorScheme: 'light', backgroundColor: lightColors.background });
globalStyle(choice('dark'), { colorScheme: 'dark', backgroundColor: darkColors.background });
globalStyle(choice('system'), {
  colorScheme: 'light',
  backgroundColor: lightColors.background,
  '@media': { [SYSTEM_DARK_QUERY]: { colorScheme: 'dark', backgroundColor: darkColors.background } },
});
