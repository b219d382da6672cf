import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api/contract';
import { authHandlers, mockEndpoint, uploadedAvatar, users } from '@pinjam/api/mocks';
import NotFoundPage from '../pages/errors/NotFoundPage/NotFoundPage';

/**
 * The user kept in local storage since login is refreshed from the server when the app loads:
 * Siti logged in before she set her photo (the stored copy has none); the server has it.
 */
const meta = {
  title: 'Screens/Cached user',
  component: NotFoundPage,
  parameters: {
    layout: 'fullscreen',
    auth: 'siti',
    screen: { path: '/dashboard' },
    msw: {
      handlers: {
        auth: [
          mockEndpoint(contract.account.get, () => ({ user: { ...users.siti, avatar: uploadedAvatar } })),
          ...authHandlers.default,
        ],
      },
    },
  },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On load: the navbar shows the photo the server has (the auth actor persists what it is told). */
export const RefreshedOnLoad: Story = {
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => {
      const banner = body.getAllByRole('banner')[0]!;
      expect(banner.querySelector(`img[src="${uploadedAvatar.path}"]`)).not.toBeNull();
    });
  },
};
