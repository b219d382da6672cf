import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { darkTheme, lightTheme } from '@pinjam/ui/theme';

/**
 * vanilla-extract's theme variables only resolve under a theme class, so every story renders
 * inside one. The class also goes on <body> so that portalled Radix content (menus, dialogs)
 * gets the same colours.
 */
export const withTheme: Decorator = (Story, context) => {
  const theme = (context.parameters.theme as string | undefined) ?? (context.globals.theme as string) ?? 'light';
  const className = theme === 'dark' ? darkTheme : lightTheme;
  useLayoutEffect(() => {
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [className]);
  return <Story />;
};
