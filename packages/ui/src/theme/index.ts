import './global.css';
import './themeChoice.css';

export * as tokens from './tokens';
export { vars, lightTheme, darkTheme } from './vars.css';
export { sprinkles, media, type Sprinkles } from './sprinkles.css';
export { breakpoints } from './tokens';
export {
  themeChoices,
  parseThemeChoice,
  resolveTheme,
  storedThemeValue,
  applyThemeChoice,
  THEME_STORAGE_KEY,
  THEME_ATTRIBUTE,
  SYSTEM_DARK_QUERY,
  type ThemeChoice,
  type ResolvedTheme,
} from './themeChoice';
