import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '@pinjam/ui/theme';

/** Puts the theme class on <body>, so portalled Radix content (menus, dialogs) gets it too. */
function ThemeScope({ className, children }: { className: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [className]);
  return children;
}

/**
 * vanilla-extract's theme variables only resolve under a theme class, so every story renders
 * inside one: `parameters.theme` wins, else the toolbar's choice.
 */
export const withTheme: Decorator = (Story, context) => {
  const theme =
    (context.parameters.theme as string | undefined) ?? (context.globals.theme as string) ?? 'light';
  return (
    <ThemeScope className={theme === 'dark' ? darkTheme : lightTheme}>
      <Story />
    </ThemeScope>
  );
};
