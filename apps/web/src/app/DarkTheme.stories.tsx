import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import NotFoundPage from '../pages/errors/NotFoundPage/NotFoundPage';
import { pressOnIntent } from '../testing/storyHelpers';

/**
 * The app's screens on the dark theme that have no dark story of their own: each is an axe check
 * (contrast included) once its page has loaded. The home, search, information and account pages
 * have theirs beside them.
 */
const meta = {
  title: 'Screens/Dark theme',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', theme: 'dark', auth: 'siti' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const loaded = async () => expect(await screen().findByRole('heading', { level: 1 })).toBeVisible();

/** An item's page, as a member who may rent it. */
export const ViewItem: Story = { parameters: { screen: { path: '/view-item/103' } }, play: loaded };

/** The dashboard with its side navigation. */
export const Dashboard: Story = { parameters: { screen: { path: '/dashboard' } }, play: loaded };

/** The member's listings. */
export const MyItems: Story = { parameters: { screen: { path: '/my-items' } }, play: loaded };

/** The listing form, with its photo picker. */
export const AddItem: Story = { parameters: { screen: { path: '/add-item' } }, play: loaded };

/** A member's public profile. */
export const Profile: Story = { parameters: { screen: { path: '/profile/3' } }, play: loaded };

/** The cart, empty. */
export const Cart: Story = { parameters: { screen: { path: '/cart' } }, play: loaded };

/** 404. */
export const NotFound: Story = { parameters: { screen: { path: '/no/such/page' } }, play: loaded };

/** The user menu open: the theme's choices with Dark ticked once chosen. */
export const UserMenu: Story = {
  parameters: { screen: { path: '/dashboard' } },
  play: async () => {
    await loaded();
    await pressOnIntent(/^Hi, /);
    const theme = await within(await screen().findByRole('menu')).findByRole('group', { name: 'Theme' });
    await userEvent.click(within(theme).getByRole('menuitemradio', { name: 'Dark' }));
    await waitFor(() => expect(within(theme).getByRole('menuitemradio', { name: 'Dark' })).toBeChecked());
    await expect(
      within(screen().getByRole('contentinfo')).getByRole('radio', { name: 'Dark' }),
    ).toBeChecked();
  },
};

/** On a phone: the dashboard's tab row with its edge fades, the current page in view. */
export const PhoneDashboard: Story = {
  globals: { viewport: { value: 'mobile2' } },
  parameters: { screen: { path: '/my-items' } },
  play: loaded,
};
