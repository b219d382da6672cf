export { ThemeSwitch, themeChoiceIcons, type ThemeSwitchProps } from './ThemeSwitch';
export { ThemeMenuGroup } from './ThemeMenuGroup';
export {
  ThemeChoiceProvider,
  useThemeChoice,
  type ThemeChoiceProviderProps,
  type ThemeChoiceState,
  type ThemeChoiceValueProps,
} from './ThemeChoiceContext';
export { themeSwitchMessages } from './ThemeSwitch.messages';
