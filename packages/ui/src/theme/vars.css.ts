import { createTheme, createThemeContract } from '@vanilla-extract/css';
import {
  darkColors,
  font,
  fontSize,
  fontWeight,
  lightColors,
  lineHeight,
  motion,
  radius,
  shadow,
  size,
  space,
  zIndex,
} from './tokens';

const nulls = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.keys(o).map((k) => [k, null])) as { [K in keyof T]: null };

export const vars = createThemeContract({
  color: nulls(lightColors),
  space: nulls(space),
  radius: nulls(radius),
  fontSize: nulls(fontSize),
  fontWeight: nulls(fontWeight),
  lineHeight: nulls(lineHeight),
  shadow: nulls(shadow),
  motion: nulls(motion),
  font: nulls(font),
  zIndex: nulls(zIndex),
  size: nulls(size),
});

const shared = { space, radius, fontSize, fontWeight, lineHeight, shadow, motion, font, zIndex, size };

export const lightTheme = createTheme(vars, { color: lightColors, ...shared });
export const darkTheme = createTheme(vars, { color: darkColors, ...shared });
