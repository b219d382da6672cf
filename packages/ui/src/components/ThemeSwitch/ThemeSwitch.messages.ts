import { i18n } from '../../i18n';

export const themeSwitchMessages = i18n('ThemeSwitch', {
  label: 'Theme',
  system: 'System',
  light: 'Light',
  dark: 'Dark',
});
