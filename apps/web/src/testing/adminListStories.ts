// The states every admin list screen shows the same way (decision 0040): empty, failed with a
// retry, and the phone width. Each list's stories spread them under their own names.
import type { HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { screen } from './storyHelpers';

interface ListStates {
  /** The MSW handler group the list reads (e.g. 'adminOrders') and its empty and error answers. */
  group: string;
  handlers: { empty: HttpHandler[] | HttpHandler; error: HttpHandler[] | HttpHandler };
  /** The table's caption and the words shown when there is nothing. */
  caption: string;
  emptyText: string;
}

/** Empty, Error and Phone stories for a list screen. */
export function adminListStates({ group, handlers, caption, emptyText }: ListStates) {
  const slow = { timeout: 5_000 };
  return {
    Empty: {
      parameters: { msw: { handlers: { [group]: handlers.empty } } },
      play: async () => {
        await expect(await screen().findByText(emptyText, {}, slow)).toBeVisible();
      },
    },
    Error: {
      parameters: { msw: { handlers: { [group]: handlers.error } } },
      play: async () => {
        await expect(await screen().findByRole('button', { name: /Try again/ }, slow)).toBeVisible();
      },
    },
    Phone: {
      globals: { viewport: { value: 'mobile2' } },
      play: async () => {
        within(await screen().findByRole('table', { name: caption }, slow));
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      },
    },
  };
}
