import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingStars, ratingSizes, starsOf } from './RatingStars';

const meta = {
  title: 'UI/RatingStars',
  component: RatingStars,
  args: { value: 4.5, count: 12 },
  argTypes: { size: { control: 'inline-radio', options: ratingSizes } },
} satisfies Meta<typeof RatingStars>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll('[data-state="full"], [data-state="half"], [data-state="empty"]')].map((star) =>
    star.getAttribute('data-state'),
  );

/** An average with half stars and the number of reviews; one image named in words. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '4.5 out of 5, 12 reviews' })).toBeVisible();
    await expect(states(canvasElement)).toEqual(['full', 'full', 'full', 'full', 'half']);
  },
};

/** One review: singular wording. Averages round to the nearest half star and one decimal. */
export const OneReview: Story = {
  args: { value: 3.74, count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '3.7 out of 5, 1 review' })).toBeVisible();
    await expect(states(canvasElement)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  },
};

/** Without a count: just the average. */
export const WithoutCount: Story = {
  args: { value: 4, count: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '4 out of 5' })).toBeVisible();
  },
};

/** For cards: one star, the average and the count in brackets. */
export const Compact: Story = {
  args: { compact: true, size: 'sm' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: '4.5 out of 5, 12 reviews' });
    await expect(image).toHaveTextContent('4.5(12)');
  },
};

/** No reviews yet: plain text, no stars. */
export const Unrated: Story = {
  args: { value: null, count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(within(canvasElement).getByText('No reviews yet')).toBeVisible();
  },
};

/** Every size, and averages from 0 to 5 in half steps. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {ratingSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
          <RatingStars {...args} size={size} />
          <RatingStars {...args} size={size} compact />
          <RatingStars value={null} size={size} />
        </div>
      ))}
      {[0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].map((value) => (
        <RatingStars key={value} value={value} count={value * 4} size="sm" />
      ))}
    </div>
  ),
  play: async () => {
    await expect(starsOf(0.2)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    await expect(starsOf(2.3)).toEqual(['full', 'full', 'half', 'empty', 'empty']);
    await expect(starsOf(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
  },
};

/** On the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
