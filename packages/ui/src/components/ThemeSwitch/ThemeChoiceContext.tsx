import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ThemeChoice } from '../../theme/themeChoice';

export interface ThemeChoiceState {
  choice: ThemeChoice;
  setChoice: (choice: ThemeChoice) => void;
}

const ThemeChoiceContext = createContext<ThemeChoiceState | null>(null);

export interface ThemeChoiceProviderProps {
  choice: ThemeChoice;
  onChoiceChange: (choice: ThemeChoice) => void;
  children: ReactNode;
}

/**
 * The visitor's theme choice, for every ThemeSwitch inside (the user menu's, the footer's) to show
 * and change. The app provides it with its storage and the page's `<html data-theme>`.
 */
export function ThemeChoiceProvider({ choice, onChoiceChange, children }: ThemeChoiceProviderProps) {
  const value = useMemo(() => ({ choice, setChoice: onChoiceChange }), [choice, onChoiceChange]);
  return <ThemeChoiceContext.Provider value={value}>{children}</ThemeChoiceContext.Provider>;
}

/** The provider's choice, or null outside one. */
export const useThemeChoice = () => useContext(ThemeChoiceContext);

export interface ThemeChoiceValueProps {
  value?: ThemeChoice;
  defaultValue?: ThemeChoice;
  onValueChange?: (choice: ThemeChoice) => void;
}

/**
 * A switch's value: its own props when controlled, else the provider's, else its own state
 * (a story without the app). A change goes to both the caller and the provider.
 */
export function useThemeChoiceValue({
  value,
  defaultValue = 'system',
  onValueChange,
}: ThemeChoiceValueProps) {
  const provided = useThemeChoice();
  const [own, setOwn] = useState<ThemeChoice>(defaultValue);
  const current = value ?? provided?.choice ?? own;
  const change = (next: ThemeChoice) => {
    setOwn(next);
    provided?.setChoice(next);
    onValueChange?.(next);
  };
  return [current, change] as const;
}
