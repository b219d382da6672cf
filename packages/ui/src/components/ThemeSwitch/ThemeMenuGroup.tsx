import { useId } from 'react';
import { useMessages } from '../../i18n';
import { themeChoices, type ThemeChoice } from '../../theme/themeChoice';
import * as DropdownMenu from '../DropdownMenu/DropdownMenu';
import { Icon } from '../Icon';
import { useThemeChoiceValue, type ThemeChoiceValueProps } from './ThemeChoiceContext';
import { themeChoiceIcons } from './ThemeSwitch';
import { themeSwitchMessages } from './ThemeSwitch.messages';

/**
 * The theme switch inside a DropdownMenu (the user menu): a labelled group of menuitemradio
 * choices, so the menu stays a menu for assistive technology. Choosing keeps the menu open, so
 * the page can be seen changing.
 */
export function ThemeMenuGroup(props: ThemeChoiceValueProps) {
  const t = useMessages(themeSwitchMessages);
  const [choice, setChoice] = useThemeChoiceValue(props);
  const labelId = useId();
  return (
    <>
      <DropdownMenu.Label id={labelId}>{t.label}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={choice}
        onValueChange={(next) => setChoice(next as ThemeChoice)}
        aria-labelledby={labelId}
      >
        {themeChoices.map((option) => (
          <DropdownMenu.RadioItem key={option} value={option} onSelect={(event) => event.preventDefault()}>
            <Icon name={themeChoiceIcons[option]} size="sm" />
            {t[option]}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}
