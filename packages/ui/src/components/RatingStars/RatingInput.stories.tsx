import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingInput, type RatingScore } from './RatingInput';

const meta = {
  title: 'UI/RatingStars/RatingInput',
  component: RatingInput,
  args: { label: 'How was the item?', onValueChange: fn() },
} satisfies Meta<typeof RatingInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled group of five radio buttons. Clicking a star chooses it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'How was the item?' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star, Poor',
      '2 stars, Fair',
      '3 stars, Good',
      '4 stars, Very good',
      '5 stars, Excellent',
    ]);
    await userEvent.click(radios[3]!);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await expect(radios[3]).toBeChecked();
    await expect(group).toHaveAttribute('data-state', 'chosen');
  },
};

/** Keyboard: Tab reaches the group once; arrows move and choose. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  args: { defaultValue: 3 },
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await expect(radios[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radios[3]).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(radios[1]).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await expect(within(canvasElement).getByText('Fair')).toBeVisible();
  },
};

/** A score already chosen. */
export const WithValue: Story = {
  args: { defaultValue: 4, description: 'Your rating is shown on the owner’s profile.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      'Your rating is shown on the owner’s profile.',
    );
  },
};

/** The parent holds the score. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<RatingScore | null>(2);
    return (
      <>
        <RatingInput {...args} value={value} onValueChange={setValue} />
        <p>Chosen: {value}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '5 stars, Excellent' }));
    await expect(await within(canvasElement).findByText('Chosen: 5')).toBeVisible();
  },
};

/** Submitted without a score: the error is read with the group. */
export const Error: Story = {
  args: { error: 'Choose from 1 to 5 stars.', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      'Choose from 1 to 5 stars.',
    );
  },
};

/** Disabled: nothing can be chosen. */
export const Disabled: Story = {
  args: { defaultValue: 3, disabled: true },
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await userEvent.click(radios[4]!, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A long question wraps. */
export const LongText: Story = {
  args: {
    label:
      'How would you rate the condition of the item when you received it, compared with its description?',
    size: 'lg',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

/** Both sizes, empty and chosen. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RatingInput {...args} label="Medium, empty" />
      <RatingInput {...args} label="Medium, 4 stars" defaultValue={4} />
      <RatingInput {...args} label="Large, 2 stars" defaultValue={2} size="lg" />
      <RatingInput {...args} label="Disabled" defaultValue={3} disabled />
    </div>
  ),
};

/** On the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
