import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api';
import { mockEndpoint, profileHandlers, profiles, ratingsHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import ProfilePage from './ProfilePage';

const meta = {
  title: 'Screens/Profile',
  component: ProfilePage,
  parameters: { layout: 'fullscreen', screen: { path: '/profile/3' }, auth: 'siti' },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const title = (name: string) => screen().findByRole('heading', { level: 1, name });

/** Hakim's profile, seen by Siti: who he is, the verified badge, and his active items as cards. */
export const Default: Story = {
  play: async () => {
    const name = await title('Hakim Yusof');
    await expect(within(name.parentElement!).getByText('Verified')).toBeVisible();
    await expect(screen().getByText('Member since 05 Mar 2026')).toBeVisible();
    await expect(screen().getByText('Weekend cyclist and musician near Tutong town.')).toBeVisible();
    const items = screen().getByRole('region', { name: "Hakim Yusof's items" });
    await expect(within(items).getAllByRole('article')).toHaveLength(3);
    await expect(within(items).getByRole('link', { name: 'Four-person camping tent' })).toHaveAttribute(
      'href',
      '/view-item/107',
    );
  },
};

/** Rated: the average and count under the name, the latest reviews (first names), Show more. */
export const WithRatings: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [
          mockEndpoint(contract.profiles.get, () => ({
            user: { ...profiles[3]!, rating: { average: 4.6, count: 12 } },
          })),
        ],
        ratings: ratingsHandlers.reviews,
      },
    },
  },
  play: async () => {
    await title('Hakim Yusof');
    await expect(screen().getByRole('img', { name: '4.6 out of 5, 12 reviews' })).toBeVisible();
    const reviews = await screen().findByRole('region', { name: 'Reviews' });
    await waitFor(() => expect(within(reviews).getAllByRole('listitem')).toHaveLength(10));
    await expect(
      within(reviews).getByText(
        'The drone was in perfect condition and Siti explained everything. Thank you!',
      ),
    ).toBeVisible();
    await expect(within(reviews).getByText('Nurul, 08 Mar 2026')).toBeVisible();
    await userEvent.click(within(reviews).getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(within(reviews).getAllByRole('listitem')).toHaveLength(12));
    await expect(within(reviews).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  },
};

/** Your own profile: a note that this is what others see, and a link to manage your items. */
export const Own: Story = {
  parameters: { screen: { path: '/profile/2' } },
  play: async () => {
    await title('Siti Rahman');
    await expect(screen().getByText(/This is how other members see your profile/)).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Manage your items' })).toHaveAttribute(
      'href',
      '/my-items',
    );
    await expect(screen().queryByRole('button', { name: /^Message/ })).toBeNull();
  },
};

/** Message on someone else's profile opens the conversation with them. */
export const MessageThem: Story = {
  play: async () => {
    await title('Hakim Yusof');
    await userEvent.click(screen().getByRole('button', { name: 'Message Hakim Yusof' }));
    await expect(await screen().findByRole('log', { name: 'Messages with Hakim Yusof' })).toBeVisible();
  },
};

/** A member who is not verified and wrote no bio: no badge, a plain line instead of the bio. */
export const Unverified: Story = {
  parameters: { screen: { path: '/profile/4' } },
  play: async () => {
    await title('Nurul Aini binti Haji Abdul Rahman');
    await expect(screen().queryByText('Verified')).toBeNull();
    await expect(screen().getByText('No bio yet.')).toBeVisible();
  },
};

/** A member with nothing listed at the moment. */
export const NoItems: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.empty } } },
  play: async () => {
    await title('Hakim Yusof');
    await expect(screen().getByText('No items listed at the moment.')).toBeVisible();
  },
};

/** A long name and bio wrap. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [
          mockEndpoint(contract.profiles.get, () => ({
            user: {
              ...profiles[4]!,
              name: 'Nurul Aini binti Haji Abdul Rahman bin Pehin Orang Kaya Setia Pahlawan',
              bio: Array.from(
                { length: 4 },
                () =>
                  'I sell what the family has outgrown: tablets, guitars, a standing desk and baby gear, all looked after.',
              ).join('\n\n'),
            },
          })),
        ],
      },
    },
  },
  play: async () => {
    await title('Nurul Aini binti Haji Abdul Rahman bin Pehin Orang Kaya Setia Pahlawan');
  },
};

/** No such member: a clear page with a way on. */
export const NotFound: Story = {
  parameters: { screen: { path: '/profile/999' } },
  play: async () => {
    await title('This profile does not exist');
  },
};

/** The server failed: the message and a way to try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.error } } },
  play: async () => {
    const alert = await screen().findByRole('alert');
    await expect(alert).toHaveTextContent('The profile could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Still loading: placeholders in the page's shape, and a spoken status. */
export const Loading: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.slow } } },
  play: async () => {
    await expect(await screen().findByRole('status', { name: 'Loading the profile' })).toBeInTheDocument();
  },
};

/** Profiles need an account (seed: profile requires login): a visitor is sent to log in. */
export const Visitor: Story = {
  parameters: { auth: 'visitor' },
  play: async () => {
    await title('Log in');
  },
};

/** On a phone: the avatar above the name, the cards two by two. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async () => {
    await title('Hakim Yusof');
  },
};
