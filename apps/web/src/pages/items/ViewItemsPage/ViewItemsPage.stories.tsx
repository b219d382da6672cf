import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api';
import { itemsHandlers, mockError, mockPending } from '@pinjam/api/mocks';
import ViewItemsPage from './ViewItemsPage';
import { ownItemsServer } from '../../../testing/ownItems';

const meta = {
  title: 'Screens/Manage items',
  component: ViewItemsPage,
  parameters: { layout: 'fullscreen', screen: { path: '/view-items' }, auth: 'siti' },
} satisfies Meta<typeof ViewItemsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const CAMERA = 'Canon EOS R6 camera body';
const DISHES = 'Chafing dishes, set of six';

/** The row of one item, found by its title. */
async function row(title: string) {
  const cell = await screen().findByText(title, { selector: 'a, span' });
  return cell.closest('tr')!;
}

/** Siti's four listings: three active, one disabled; each with its actions. */
export const Default: Story = {
  play: async () => {
    const s = screen();
    const table = await s.findByRole('table', { name: 'Your listings' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    for (const name of ['Item', 'Status', 'Price', 'Stock'])
      await expect(within(table).getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
    const camera = within(await row(CAMERA));
    await expect(camera.getByText('Active')).toBeVisible();
    await expect(camera.getByText('B$45.00 / day')).toBeVisible();
    await expect(camera.getByText('Film & Photography · listed 20 Nov 2026')).toBeVisible();
    await expect(camera.getByRole('link', { name: CAMERA })).toHaveAttribute('href', '/view-item/101');
    await expect(camera.getByRole('link', { name: `Edit ${CAMERA}` })).toHaveAttribute(
      'href',
      '/edit-item/101',
    );
    await expect(camera.getByRole('button', { name: `Disable ${CAMERA}` })).toBeVisible();
    const dishes = within(await row(DISHES));
    await expect(dishes.getByText('Disabled')).toBeVisible();
    await expect(dishes.getByRole('button', { name: `Enable ${DISHES}` })).toBeVisible();
    await expect(dishes.queryByRole('link', { name: `View ${DISHES}` })).toBeNull();
    // Managing listings is part of 'My items': the dashboard menu keeps it marked.
    const menu = s.getByRole('navigation', { name: 'Your account' });
    await expect(within(menu).getByRole('link', { name: 'My items' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The row as it is now (after a reload the table renders new rows). */
const row_ = (title: string) => screen().getByText(title, { selector: 'a, span' }).closest('tr')!;

const disabling = ownItemsServer();
/** Disable: the server hides it, the list reloads and the row says Disabled; a toast confirms. */
export const Disable: Story = {
  parameters: { msw: { handlers: { items: disabling.handlers } } },
  play: async () => {
    await userEvent.click(within(await row(CAMERA)).getByRole('button', { name: `Disable ${CAMERA}` }));
    await expect(
      await screen().findByText('Your item is hidden from search until you enable it.'),
    ).toBeVisible();
    await waitFor(() => expect(within(row_(CAMERA)).getByText('Disabled')).toBeVisible());
    await expect(disabling.calls.actions).toEqual(['disable 101']);
    await expect(disabling.calls.loads).toBeGreaterThanOrEqual(2);
    await expect(within(row_(CAMERA)).getByRole('button', { name: `Enable ${CAMERA}` })).toBeVisible();
  },
};

const enabling = ownItemsServer();
/** Enable a disabled item: listed again after the reload. */
export const Enable: Story = {
  parameters: { msw: { handlers: { items: enabling.handlers } } },
  play: async () => {
    await userEvent.click(within(await row(DISHES)).getByRole('button', { name: `Enable ${DISHES}` }));
    await waitFor(() => expect(within(row_(DISHES)).getByText('Active')).toBeVisible());
    await expect(enabling.calls.actions).toEqual(['enable 108']);
    await expect(within(row_(DISHES)).getByRole('link', { name: `View ${DISHES}` })).toBeVisible();
  },
};

const deleting = ownItemsServer();
/** Delete asks first: Keep it changes nothing; Delete item removes the row after the reload. */
export const Delete: Story = {
  parameters: { msw: { handlers: { items: deleting.handlers } } },
  play: async ({ step }) => {
    const s = screen();
    await step('keep it', async () => {
      await userEvent.click(within(await row(CAMERA)).getByRole('button', { name: `Delete ${CAMERA}` }));
      const dialog = await s.findByRole('dialog', { name: 'Delete this item?' });
      await expect(dialog).toHaveTextContent(`“${CAMERA}” will disappear from your listings`);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
      await waitFor(() => expect(s.queryByRole('dialog')).toBeNull());
      await expect(deleting.calls.actions).toEqual([]);
      await waitFor(() =>
        expect(within(row_(CAMERA)).getByRole('button', { name: `Delete ${CAMERA}` })).toHaveFocus(),
      );
    });
    await step('delete it', async () => {
      await userEvent.click(within(row_(CAMERA)).getByRole('button', { name: `Delete ${CAMERA}` }));
      const dialog = await s.findByRole('dialog', { name: 'Delete this item?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete item' }));
      await expect(await s.findByText('Your item has been deleted.')).toBeVisible();
      await waitFor(() => expect(s.queryByText(CAMERA, { selector: 'a, span' })).toBeNull());
      await expect(deleting.calls.actions).toEqual(['delete 101']);
      await expect(within(s.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    });
  },
};

const restocking = ownItemsServer();
/** Stock in place: type a number, Save (or Enter) sends it; the reloaded row shows it. */
export const Stock: Story = {
  parameters: { msw: { handlers: { items: restocking.handlers } } },
  play: async () => {
    const s = screen();
    const input = await s.findByRole('spinbutton', { name: `Stock of ${CAMERA}` });
    await expect(input).toHaveValue(1);
    await expect(s.queryByRole('button', { name: `Save the stock of ${CAMERA}` })).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.click(await s.findByRole('button', { name: `Save the stock of ${CAMERA}` }));
    await expect(await s.findByText('Stock updated.')).toBeVisible();
    await expect(restocking.calls.stockBodies).toEqual([{ id: 101, starting_inventory: 3 }]);
    await waitFor(() => expect(s.getByRole('spinbutton', { name: `Stock of ${CAMERA}` })).toHaveValue(3));
    await waitFor(() => expect(s.queryByRole('button', { name: `Save the stock of ${CAMERA}` })).toBeNull());
  },
};

const overstocking = ownItemsServer();
/** A stock outside 1–99 is refused beside the number, and nothing is sent. */
export const StockOutOfRange: Story = {
  parameters: { msw: { handlers: { items: overstocking.handlers } } },
  play: async () => {
    const input = await screen().findByRole('spinbutton', { name: `Stock of ${CAMERA}` });
    await userEvent.clear(input);
    await userEvent.type(input, '120{Enter}');
    await expect(input).toHaveAccessibleDescription('Enter a whole number from 1 to 99');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue(120);
    await expect(overstocking.calls.stockBodies).toEqual([]);
  },
};

/** Typing a new stock and pressing Enter: the refusal that names no field (a 404) says so in the row. */
export const StockRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        items: [
          mockError(contract.items.updateStock, 404, {
            message: 'This item does not exist or is no longer available.',
          }),
          ...ownItemsServer().handlers,
        ],
      },
    },
  },
  play: async () => {
    const input = await screen().findByRole('spinbutton', { name: `Stock of ${CAMERA}` });
    await userEvent.clear(input);
    await userEvent.type(input, '4{Enter}');
    const refusal = await within(row_(CAMERA)).findByRole('alert');
    await expect(refusal).toHaveTextContent('This item does not exist or is no longer available.');
    await expect(input).toHaveValue(4);
    await expect(screen().getByRole('button', { name: `Save the stock of ${CAMERA}` })).toBeEnabled();
  },
};

/** While the stock is being saved: Save is busy and disabled, so it is sent once. */
export const StockSaving: Story = {
  parameters: {
    msw: { handlers: { items: [mockPending(contract.items.updateStock), ...ownItemsServer().handlers] } },
  },
  play: async () => {
    const input = await screen().findByRole('spinbutton', { name: `Stock of ${CAMERA}` });
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    const save = await screen().findByRole('button', { name: `Save the stock of ${CAMERA}` });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(save).toBeDisabled();
  },
};

/** Refusals stay in their rows: a server failure, the verification a rental needs, a bad stock. */
export const ActionErrors: Story = {
  parameters: { msw: { handlers: { items: [...itemsHandlers.actionsFail, ...itemsHandlers.default] } } },
  play: async () => {
    const s = screen();
    await userEvent.click(within(await row(CAMERA)).getByRole('button', { name: `Disable ${CAMERA}` }));
    await waitFor(() =>
      expect(within(row_(CAMERA)).getByRole('alert')).toHaveTextContent('Something went wrong on our side.'),
    );
    await userEvent.click(within(row_(DISHES)).getByRole('button', { name: `Enable ${DISHES}` }));
    const refusal = await within(row_(DISHES)).findByRole('alert');
    await expect(refusal).toHaveTextContent('Verify your identity to offer items for rent.');
    await expect(within(refusal).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/verification',
    );
    const stock = s.getByRole('spinbutton', { name: 'Stock of DJI Mini 4 Pro Fly More combo' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '42{Enter}');
    await waitFor(() => expect(stock).toHaveAccessibleDescription('Must be at most 99'));
    // The other rows are untouched.
    await expect(within(row_('Bugaboo Fox baby stroller')).queryByRole('alert')).toBeNull();
  },
};

/** Nothing listed: the table says so and how to start. */
export const Empty: Story = {
  parameters: { msw: { handlers: { items: itemsHandlers.empty } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Nothing to manage yet' })).toBeVisible();
    await expect(
      within(screen().getByRole('main')).getByRole('link', { name: 'List an item' }),
    ).toHaveAttribute('href', '/add-item');
  },
};

/** Loading: skeleton rows, the table busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: { items: itemsHandlers.slow } } },
  play: async () => {
    const table = await screen().findByRole('table', { name: 'Your listings' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
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

/** On a phone: the rows stack as panels, every action in reach. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async () => {
    const s = screen();
    const list = await s.findByRole('list', { name: 'Your listings' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(4));
    const camera = within(within(list).getByRole('article', { name: CAMERA }));
    await expect(camera.getByRole('button', { name: `Disable ${CAMERA}` })).toBeVisible();
    await expect(camera.getByRole('spinbutton', { name: `Stock of ${CAMERA}` })).toHaveValue(1);
    await expect(s.queryByRole('table')).toBeNull();
  },
};
