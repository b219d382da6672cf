export * as tokens from './tokens';
export { vars, lightTheme, darkTheme } from './vars.css';
export { breakpoints } from './tokens';
