import './global.css';

export * as tokens from './tokens';
export { vars, lightTheme, darkTheme } from './vars.css';
export { sprinkles, media, type Sprinkles } from './sprinkles.css';
export { breakpoints } from './tokens';
