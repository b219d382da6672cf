import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { searchHandlers } from '@pinjam/api/mocks';
import { UiStateProvider } from '../../../app/ui-state';
import { phoneFrame } from '../../../testing/frames';
import SearchPage from './SearchPage';

const meta = {
  title: 'Screens/Search',
  component: SearchPage,
  parameters: { layout: 'fullscreen', screen: { path: '/search' } },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// The fixtures hold seven active listings: 101 Canon camera (Brunei-Muara, rent), 102 DJI drone
// (Brunei-Muara, rent), 103 JBL speakers (Tutong, rent), 104 Yamaha piano (Tutong, rent and
// sale), 105 Bugaboo stroller (Brunei-Muara, rent), 106 Samsung tablet (Belait, sale), 107 tent
// (Temburong, rent and sale); newest first in that order.

const screen = () => within(document.body);
const results = () => screen().getByRole('list', { name: 'Results' });
const resultTitles = () =>
  within(results())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const summary = (name: string | RegExp) => screen().findByRole('heading', { level: 2, name });
const pages = () => screen().getByRole('navigation', { name: 'Result pages' });

async function choose(combobox: string, option: string) {
  await userEvent.click(screen().getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen().findByRole('option', { name: option }));
}

/** Everything listed, newest first: cards linking to their items, the total and every filter. */
export const Results: Story = {
  play: async ({ step }) => {
    await expect(await screen().findByRole('heading', { level: 1, name: 'Browse items' })).toBeVisible();
    await expect(await summary('7 items')).toBeVisible();
    await step('each card opens its item', async () => {
      const first = within(results()).getAllByRole('link')[0];
      await expect(first).toHaveAccessibleName('Canon EOS R6 camera body');
      await expect(first).toHaveAttribute('href', '/view-item/101');
    });
    await step('the filters show their counts', async () => {
      const filters = screen().getByRole('complementary', { name: 'Filters' });
      await expect(
        within(filters).getByRole('radio', { name: /^All categories\W+7 results$/ }),
      ).toBeChecked();
      await expect(within(filters).getByRole('radio', { name: /^Drones\W+1 result$/ })).not.toBeChecked();
      await expect(within(filters).getByRole('combobox', { name: 'Location' })).toHaveTextContent(
        'All districts',
      );
      await expect(within(filters).getByRole('button', { name: /Available on/ })).toHaveTextContent(
        'Select Date',
      );
      await expect(screen().getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest');
    });
    await expect(screen().queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  },
};

/** Arriving from the header or hero with words: the total says what was searched; both boxes show it. */
export const WithWords: Story = {
  parameters: { screen: { path: '/search?q=camera' } },
  play: async () => {
    await expect(await summary('1 item for “camera”')).toBeVisible();
    await expect(screen().getByRole('searchbox', { name: 'Search items' })).toHaveValue('camera');
    await expect(screen().getByRole('searchbox', { name: 'Keywords' })).toHaveValue('camera');
    await expect(screen().getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Best match');
  },
};

/** From a home page category tile (?category=drones): the category is chosen and shown as a chip. */
export const FilteredByCategory: Story = {
  parameters: { screen: { path: '/search?category=drones' } },
  play: async () => {
    await expect(await summary('1 item')).toBeVisible();
    await expect(resultTitles()).toEqual(['DJI Mini 4 Pro Fly More combo']);
    await expect(screen().getByRole('radio', { name: /^Drones/ })).toBeChecked();
    const chips = screen().getByRole('group', { name: 'Filters applied' });
    await expect(
      within(chips).getByRole('button', { name: 'Remove filter: Category: Drones' }),
    ).toBeVisible();
  },
};

/** Choosing filters changes the results and the URL (the page links carry them), from page 1. */
export const ChooseFilters: Story = {
  parameters: { screen: { path: '/search?per_page=2&page=2' } },
  play: async ({ step }) => {
    await expect(await summary('7 items')).toBeVisible();
    await step('a district', async () => {
      await choose('Location', 'Brunei-Muara');
      await expect(await summary('3 items')).toBeVisible();
      await expect(resultTitles()).toEqual(['Canon EOS R6 camera body', 'DJI Mini 4 Pro Fly More combo']);
      await expect(within(pages()).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'href',
        '/search?per_page=2&district=Brunei-Muara&page=2',
      );
      await expect(within(pages()).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await step('a category, whose count was shown', async () => {
      await userEvent.click(screen().getByRole('radio', { name: /^Kids & Baby\W+1 result$/ }));
      await expect(await summary('1 item')).toBeVisible();
      await expect(resultTitles()).toEqual(['Bugaboo Fox baby stroller']);
    });
    await step('a price range in B$, sent in cents', async () => {
      await userEvent.click(screen().getByRole('button', { name: 'Remove filter: Category: Kids & Baby' }));
      await userEvent.type(await screen().findByRole('textbox', { name: 'Min' }), '20{Enter}');
      await expect(await summary('2 items')).toBeVisible();
      await expect(
        screen().getByRole('button', { name: 'Remove filter: Price: From B$20.00' }),
      ).toBeVisible();
    });
    await step('the order', async () => {
      await choose('Sort by', 'Price: low to high');
      await waitFor(() =>
        expect(resultTitles()).toEqual(['Canon EOS R6 camera body', 'DJI Mini 4 Pro Fly More combo']),
      );
      await choose('Sort by', 'Price: high to low');
      await expect(screen().getByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
        'Price: high to low',
      );
    });
  },
};

/** Pages: links with the filters kept; the current page is marked, focus goes to the new results. */
export const Pagination: Story = {
  parameters: { screen: { path: '/search?per_page=3' } },
  play: async () => {
    await expect(await summary('7 items')).toBeVisible();
    await userEvent.click(within(pages()).getByRole('link', { name: 'Next page' }));
    await waitFor(() =>
      expect(resultTitles()).toEqual([
        'Yamaha P-125 digital piano with stand',
        'Bugaboo Fox baby stroller',
        'Samsung Galaxy Tab A8, used',
      ]),
    );
    await expect(within(pages()).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(screen().getByRole('heading', { level: 2, name: '7 items' })).toHaveFocus());
    await userEvent.click(within(pages()).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(resultTitles()).toEqual(['Four-person camping tent']));
  },
};

/** While the next page loads, the last one stays on screen, dimmed and marked busy. */
export const NextPageLoading: Story = {
  parameters: {
    screen: { path: '/search?per_page=3' },
    msw: {
      handlers: {
        search: [
          http.get('*/api/items/search', async ({ request }) => {
            if (new URL(request.url).searchParams.get('page') === '2') await delay('infinite');
          }),
          ...searchHandlers.default,
        ],
      },
    },
  },
  play: async () => {
    await expect(await summary('7 items')).toBeVisible();
    await userEvent.click(within(pages()).getByRole('link', { name: 'Next page' }));
    const grid = results().parentElement!;
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'true'));
    await expect(screen().getByRole('status', { name: 'Updating results…' })).toBeVisible();
    await expect(resultTitles()).toHaveLength(3);
    await expect(resultTitles()[0]).toBe('Canon EOS R6 camera body');
  },
};

/** Nothing matches the filters: say so, and offer to clear them (the words stay). */
export const ClearFilters: Story = {
  parameters: { screen: { path: '/search?district=Belait&type=rent' } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'No items match' })).toBeVisible();
    await expect(screen().getByText('Try fewer filters, or other words.')).toBeVisible();
    await userEvent.click(screen().getByRole('button', { name: 'Clear filters' }));
    await expect(await summary('7 items')).toBeVisible();
    await expect(screen().queryByRole('group', { name: 'Filters applied' })).toBeNull();
  },
};

/** No results for the words: suggest other words, or browse everything. */
export const Empty: Story = {
  parameters: {
    screen: { path: '/search?q=unicorn%20costume%20for%20a%20very%20large%20dog%20with%20wings' },
    msw: { handlers: { search: searchHandlers.empty } },
  },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'No items match' })).toBeVisible();
    await expect(screen().getByText('Check the spelling, or try a more general word.')).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Browse all items' })).toHaveAttribute('href', '/search');
    await expect(
      screen().getByRole('heading', { level: 2, name: /^0 items for “unicorn costume/ }),
    ).toBeVisible();
  },
};

/** The server failed: the filters stay usable, and the results say so with a way to try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { search: searchHandlers.error } } },
  play: async () => {
    await expect(await screen().findByRole('alert')).toHaveTextContent('The search could not be loaded');
    await expect(screen().getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(screen().getByRole('combobox', { name: 'Location' })).toBeEnabled();
  },
};

/** The first answer is on its way: placeholder cards hold the grid's place. */
export const Loading: Story = {
  parameters: { msw: { handlers: { search: searchHandlers.slow } } },
  play: async () => {
    await expect(await summary('Searching…')).toBeVisible();
    const grid = screen().getByRole('list', { name: 'Searching…' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getAllByText('Loading item')).toHaveLength(8);
  },
};

/** A hand-edited URL (page=abc): the server's 422 is explained, and the bad option can be dropped. */
export const InvalidUrl: Story = {
  parameters: { screen: { path: '/search?category=drones&page=abc' } },
  play: async () => {
    const alert = await screen().findByRole('alert');
    await expect(alert).toHaveTextContent('Some search options in this address are not valid');
    await expect(alert).toHaveTextContent('Page: Enter a whole number');
    await userEvent.click(within(alert).getByRole('button', { name: 'Remove these options' }));
    await expect(await summary('1 item')).toBeVisible();
    await expect(screen().getByRole('radio', { name: /^Drones/ })).toBeChecked();
  },
};

/** The invalid scenario (per_page over 48); starting again is a link to plain /search. */
export const Invalid: Story = {
  parameters: { msw: { handlers: { search: searchHandlers.invalid } } },
  play: async () => {
    const alert = await screen().findByRole('alert');
    await expect(alert).toHaveTextContent('Items per page: Must be at most 48');
    await expect(within(alert).getByRole('link', { name: 'Start a new search' })).toHaveAttribute(
      'href',
      '/search',
    );
  },
};

/**
 * On a 375px phone: the filters move into a dialog behind a 'Filters' button that counts them;
 * choices apply at once and the dialog's button says how many items they give.
 */
export const Mobile: Story = {
  parameters: { screen: null, route: { path: '/search?category=drones', pattern: '/search' } },
  globals: { viewport: { value: 'mobile2' } },
  render: () => (
    <UiStateProvider>
      <div style={phoneFrame}>
        <SearchPage />
      </div>
    </UiStateProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '1 item' })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (1)' }));
    const dialog = await screen().findByRole('dialog', { name: 'Filters' });
    // The dialog, not the keywords box, takes focus: no keyboard popping up over the filters.
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('radio', { name: /^All categories/ }));
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Buy' }));
    const show = await within(dialog).findByRole('button', { name: 'Show 3 items' });
    await userEvent.click(show);
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Remove filter: Rent or buy: Buy' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Signed in: the same search; the navbar greets the member. */
export const SignedIn: Story = {
  parameters: { auth: 'siti', screen: { path: '/search?type=buy' } },
  play: async () => {
    await expect(await screen().findByRole('button', { name: /Hi, Siti/ })).toBeVisible();
    await expect(await summary('3 items')).toBeVisible();
    await expect(screen().getByRole('radio', { name: 'Buy' })).toBeChecked();
  },
};

/** The dark theme, filtered. */
export const Dark: Story = {
  parameters: { theme: 'dark', screen: { path: '/search?district=Tutong&type=rent&min_price=2000' } },
  play: async () => {
    await expect(await summary('2 items')).toBeVisible();
  },
};
