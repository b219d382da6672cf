import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoItems, itemsHandlers, mockEndpoint, users } from '@pinjam/api/mocks';
import { contract } from '@pinjam/api';
import MyItemsPage from './MyItemsPage';

const meta = {
  title: 'Screens/My items',
  component: MyItemsPage,
  parameters: { layout: 'fullscreen', screen: { path: '/my-items' }, auth: 'siti' },
} satisfies Meta<typeof MyItemsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const main = async () => within(await screen().findByRole('main'));

/** The figure a Stat shows for its label. */
function figure(label: string) {
  const term = within(screen().getByRole('region', { name: 'Your listings at a glance' })).getByText(label, {
    selector: 'dt',
  });
  return term.parentElement!.querySelector('dd')!;
}

/** Siti's listings: the counts, a card each with its status, and the way to list another. */
export const Default: Story = {
  play: async () => {
    const cards = await screen().findByRole('region', { name: 'Your listings' });
    await waitFor(() => expect(within(cards).getAllByRole('article')).toHaveLength(4));
    await expect(figure('All items')).toHaveTextContent('4');
    await expect(figure('Active')).toHaveTextContent('3');
    await expect(figure('Disabled')).toHaveTextContent('1');
    await expect(figure('For rent')).toHaveTextContent('4');
    await expect(figure('For sale')).toHaveTextContent('0');
    const camera = within(cards).getByRole('article', { name: /Canon EOS R6/ });
    await expect(within(camera).getByText('Active')).toBeVisible();
    await expect(within(camera).getByText('B$45.00 / day')).toBeVisible();
    await expect(within(camera).getByRole('link', { name: 'View Canon EOS R6 camera body' })).toHaveAttribute(
      'href',
      '/view-item/101',
    );
    const dishes = within(cards).getByRole('article', { name: /Chafing dishes/ });
    await expect(within(dishes).getByText('Hidden from search')).toBeVisible();
    await expect(within(dishes).queryByRole('link', { name: /^View/ })).toBeNull();
    await expect(
      within(dishes).getByRole('link', { name: 'Edit Chafing dishes, set of six' }),
    ).toHaveAttribute('href', '/edit-item/108');
    await expect((await main()).getByRole('link', { name: 'Manage in a table' })).toHaveAttribute(
      'href',
      '/view-items',
    );
  },
};

/** 'List an item' opens the form. */
export const ListAnItem: Story = {
  play: async () => {
    await userEvent.click(await (await main()).findByRole('link', { name: 'List an item' }));
    await expect(await screen().findByRole('heading', { name: 'List an item', level: 1 })).toBeVisible();
  },
};

/** Nothing listed yet: an invitation with the button, no figures. */
export const Empty: Story = {
  parameters: { msw: { handlers: { items: itemsHandlers.empty } } },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { name: 'You have not listed anything yet' }),
    ).toBeVisible();
    await expect((await main()).getAllByRole('link', { name: 'List an item' }).at(-1)).toHaveAttribute(
      'href',
      '/add-item',
    );
    await expect(screen().queryByRole('region', { name: 'Your listings at a glance' })).toBeNull();
  },
};

/** Loading: the figures and cards hold their places. */
export const Loading: Story = {
  parameters: { msw: { handlers: { items: itemsHandlers.slow } } },
  play: async () => {
    const cards = await screen().findByRole('region', { name: 'Your listings' });
    await expect(cards).toHaveAttribute('aria-busy', 'true');
    await expect(figure('All items').closest('dl')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list could not be loaded: a message and Try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { items: itemsHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('Your items could not be loaded.')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Long titles are cut to two lines; many listings wrap into rows. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: {
        items: [
          mockEndpoint(contract.items.userItems, () => ({
            user: {
              id: users.siti.id,
              name: users.siti.name,
              items: [
                {
                  ...demoItems[0]!,
                  title:
                    'Canon EOS R6 full-frame mirrorless camera body with two batteries, charger, a 128 GB card and a padded bag',
                  sale_price: 185099,
                  for_sale: true,
                  starting_inventory: 12,
                },
                ...demoItems.filter((i) => i.owner.id === users.siti.id).slice(1),
                {
                  ...demoItems[1]!,
                  id: 201,
                  cover: null,
                  images: [],
                  title: 'A listing whose photos are still on their way',
                },
              ],
            },
          })),
        ],
      },
    },
  },
  play: async () => {
    const cards = await screen().findByRole('region', { name: 'Your listings' });
    await waitFor(() => expect(within(cards).getAllByRole('article')).toHaveLength(5));
    await expect(within(cards).getByText('B$1,850.99 to buy')).toBeVisible();
    await expect(within(cards).getByText('No photo')).toBeVisible();
  },
};

/** On a phone: two figures a row, one card a row. */
export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile2' } } };
