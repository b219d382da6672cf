import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { advertImagesHandlers, searchHandlers } from '@pinjam/api/mocks';
import HomePage from './HomePage';

const meta = {
  title: 'Screens/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', screen: { path: '/' } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** The front page with banners, adverts, category pictures and items, as a visitor sees it. */
export const Default: Story = {
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'What do you want to buy?' })).toBeVisible();
    const tiles = screen().getByRole('list', { name: 'Categories' }).querySelectorAll('a');
    await expect(tiles).toHaveLength(16);
    // Each tile has its picture (an icon, hidden from the accessibility tree), never a letter.
    for (const tile of tiles) {
      await expect(tile.querySelector('[aria-hidden] svg')).not.toBeNull();
      await expect(tile.querySelector('[data-letter]')).toBeNull();
    }
    await expect(screen().getByRole('link', { name: 'Photography' })).toBeVisible();
    const featured = screen().getByRole('region', {
      name: 'From big brands, to unquie trinkets, we have something to borrow',
    });
    await waitFor(() => expect(within(featured).getAllByRole('link')).toHaveLength(4));
  },
};

/** The hero search carries the text and district to /search. */
export const HeroSearch: Story = {
  play: async () => {
    await userEvent.type(
      await screen().findByRole('searchbox', { name: 'What are you looking for?' }),
      'drone',
    );
    await userEvent.click(await screen().findByRole('button', { name: 'Search', exact: true } as never));
    await expect(await screen().findByRole('heading', { name: 'Browse items', level: 1 })).toBeVisible();
  },
};

/** Signed in: the navbar greets the user; the rest is the same. */
export const SignedIn: Story = {
  parameters: { auth: 'siti' },
  play: async () => {
    await expect(await screen().findByRole('button', { name: /Hi, Siti/ })).toBeVisible();
  },
};

/** Nothing listed yet and no banners or adverts: the sections say so instead of staying blank. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { search: searchHandlers.empty, advertImages: advertImagesHandlers.empty } },
  },
  play: async () => {
    await waitFor(() => expect(screen().getAllByText(/Nothing listed yet/)).toHaveLength(2));
    await expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  },
};

/** Items are still loading: placeholder cards hold their places. */
export const Loading: Story = {
  parameters: { msw: { handlers: { search: searchHandlers.slow } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Recently added' })).toBeVisible();
    await expect(screen().queryByText(/Nothing listed yet/)).toBeNull();
  },
};

/** The items could not be loaded: a message and a way to try again. */
export const ItemsError: Story = {
  parameters: { msw: { handlers: { search: searchHandlers.error } } },
  play: async () => {
    await waitFor(() => expect(screen().getAllByText('These items could not be loaded.')).toHaveLength(2));
    await expect(screen().getAllByRole('button', { name: 'Try again' })[0]).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };
