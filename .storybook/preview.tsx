import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { withTheme } from './decorators/theme';
import { withApp } from './decorators/app';
import { withDomain } from './decorators/domain';
import { defaultHandlers } from '@pinjam/api/mocks';

// Screens load their page's chunk and answer through MSW; on a busy two-core machine that can take
// longer than testing-library's default second.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  decorators: [withApp, withDomain, withTheme],
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    // Every resource answers its default scenario; a story overrides one group by name.
    msw: { handlers: defaultHandlers },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an axe check: a violation fails the story's test. Violations and what axe
    // could not decide are listed with every element; a rule that passed names one element (the
    // full lists made the stories' report 228 MB).
    a11y: { test: 'error', options: { resultTypes: ['violations', 'incomplete'] } },
    options: {
      storySort: { order: ['Docs', 'UI', 'Machines', 'Screens', 'Flows'] },
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  tags: ['autodocs'],
};

export default preview;
