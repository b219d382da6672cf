import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stepper, stepperOrientations, type StepperStep } from './Stepper';

const checkout: StepperStep[] = [
  { id: 'review', label: 'Review' },
  { id: 'fulfilment', label: 'Pickup or delivery' },
  { id: 'payment', label: 'Payment' },
  { id: 'done', label: 'Done' },
];

const verification: StepperStep[] = [
  { id: 'ic', label: 'Photo of your IC', description: 'Front and back, all corners visible.' },
  { id: 'selfie', label: 'Selfie', description: 'Your face and your IC in one photo.' },
  { id: 'review', label: 'We check', description: 'Within one working day.' },
];

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { steps: checkout, current: 'payment' },
  argTypes: { orientation: { control: 'inline-radio', options: stepperOrientations } },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checkout at payment: two steps complete, one current, one to come. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Progress' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Step 1 of 4: Review, completed');
    await expect(items[3]).toHaveTextContent('Step 4 of 4: Done, not started');
  },
};

/** The first step: nothing complete. */
export const Start: Story = { args: { current: 'review' } };

/** Every step complete (an id past the last, e.g. after payment). */
export const Complete: Story = {
  args: { current: 'finished' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    for (const item of items) await expect(item).toHaveAttribute('data-state', 'complete');
  },
};

const onStepSelect = fn();

/** Completed steps as buttons that go back (by mouse or keyboard); later steps are not. */
export const Navigable: Story = {
  args: { onStepSelect },
  play: async ({ canvasElement }) => {
    onStepSelect.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Review/ }));
    await expect(onStepSelect).toHaveBeenCalledWith('review');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Pickup or delivery/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onStepSelect).toHaveBeenLastCalledWith('fulfilment');
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** Verification, vertical, with descriptions. */
export const Vertical: Story = {
  args: { steps: verification, current: 'selfie', orientation: 'vertical', 'aria-label': 'Verification' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Verification' })).toHaveAttribute(
      'data-orientation',
      'vertical',
    );
  },
};

/** Long labels wrap under their markers. */
export const LongText: Story = {
  args: {
    steps: [
      { id: 'a', label: 'Check the dates, the price and the deposit for each item in your cart' },
      { id: 'b', label: 'Choose pickup from the owner or delivery to your address' },
      { id: 'c', label: 'Pay by card or PayPal' },
    ],
    current: 'b',
  },
};

/** On a phone the responsive stepper turns vertical. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** Every orientation. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {stepperOrientations.map((orientation) => (
        <Stepper key={orientation} {...args} orientation={orientation} aria-label={orientation} />
      ))}
    </div>
  ),
};

/** Every orientation on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
