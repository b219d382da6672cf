import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePortrait } from '../../fixtures/avatar';
import { Button } from '../Button';
import { OwnerCard } from './OwnerCard';

const meta = {
  title: 'UI/OwnerCard',
  component: OwnerCard,
  args: {
    name: 'Siti Rahman',
    href: '/profile/2',
    verified: true,
    rating: { average: 4.6, count: 12 },
    district: 'Brunei-Muara',
    memberSince: '2026-03-05T02:00:00.000Z',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof OwnerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A verified owner with reviews: the name links to their profile. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Listed by' });
    await expect(within(card).getByRole('link', { name: 'Siti Rahman' })).toHaveAttribute(
      'href',
      '/profile/2',
    );
    await expect(within(card).getByText('Verified')).toBeVisible();
    await expect(within(card).getByRole('img', { name: '4.6 out of 5, 12 reviews' })).toBeVisible();
    await expect(card).toHaveTextContent('Member since 05 Mar 2026');
  },
};

/** Their picture, no reviews yet, not verified. */
export const NewMember: Story = {
  args: { avatarUrl: samplePortrait, verified: false, rating: { average: 0, count: 0 }, memberSince: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Verified')).toBeNull();
    await expect(within(canvasElement).getByText('No reviews yet')).toBeVisible();
  },
};

/** A long name wraps; an action sits under the details. */
export const LongText: Story = {
  args: {
    name: 'Nurul Aini binti Haji Abdul Rahman bin Pehin Orang Kaya Setia Pahlawan',
    title: 'Sold by',
    action: <Button tone="neutral">Message</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Sold by' })).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };
