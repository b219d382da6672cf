import * as Radix from '@radix-ui/react-radio-group';
import { forwardRef, useId } from 'react';
import clsx from 'clsx';
import { useMessages } from '../../i18n';
import { themeChoices, type ThemeChoice } from '../../theme/themeChoice';
import { Icon, type IconName } from '../Icon';
import { useThemeChoiceValue, type ThemeChoiceValueProps } from './ThemeChoiceContext';
import { themeSwitchMessages } from './ThemeSwitch.messages';
import * as styles from './ThemeSwitch.css';

/** Each choice's icon; its name comes from the messages. */
export const themeChoiceIcons = { system: 'monitor', light: 'sun', dark: 'moon' } as const satisfies Record<
  ThemeChoice,
  IconName
>;

export interface ThemeSwitchProps extends ThemeChoiceValueProps {
  /** 'Theme' unless told. */
  label?: string;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  id?: string;
  className?: string;
}

/**
 * System, Light or Dark, as one labelled radio group (Radix RadioGroup): Tab enters at the
 * chosen one, the arrows move and choose. Inside a ThemeChoiceProvider it shows and changes the
 * visitor's choice; `value` / `defaultValue` / `onValueChange` work as for any control.
 */
export const ThemeSwitch = forwardRef<HTMLDivElement, ThemeSwitchProps>(function ThemeSwitch(
  { label, hideLabel, value, defaultValue, onValueChange, id, className },
  ref,
) {
  const t = useMessages(themeSwitchMessages);
  const [choice, setChoice] = useThemeChoiceValue({ value, defaultValue, onValueChange });
  const autoId = useId();
  const labelId = `${id ?? autoId}-label`;
  return (
    <div className={clsx(styles.root, className)} data-value={choice}>
      <span id={labelId} className={hideLabel ? undefined : styles.label} hidden={hideLabel}>
        {label ?? t.label}
      </span>
      <Radix.Root
        ref={ref}
        id={id}
        className={styles.group}
        value={choice}
        onValueChange={(next) => setChoice(next as ThemeChoice)}
        orientation="horizontal"
        aria-labelledby={labelId}
      >
        {themeChoices.map((option) => (
          <Radix.Item key={option} value={option} className={styles.item}>
            <Icon name={themeChoiceIcons[option]} size="sm" />
            {t[option]}
          </Radix.Item>
        ))}
      </Radix.Root>
    </div>
  );
});
ThemeSwitch.displayName = 'ThemeSwitch';
