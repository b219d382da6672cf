import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

// Radix chooses a radio when focus arrives while an arrow key is held down; a real key press
// lasts longer than the tick in which focus moves, so hold the key as a person would.
const pressArrow = async (key: 'ArrowDown' | 'ArrowRight', then: () => Promise<void>) => {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(then);
  await userEvent.keyboard(`{/${key}}`);
};
import { Radio, RadioGroup, radioGroupOrientations } from './Radio';

const meta = {
  title: 'UI/Radio',
  component: RadioGroup,
  args: { label: 'How do you want it?', name: 'fulfilment', onValueChange: fn(), children: null },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="pickup" label="Pickup" description="Collect it from the owner in Gadong." />
      <Radio value="delivery" label="Delivery" description="B$5.00, within Brunei-Muara." />
      <Radio value="courier" label="Courier (not available for this item)" disabled />
    </RadioGroup>
  ),
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. Clicking a radio or its label chooses it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'How do you want it?' });
    const pickup = within(group).getByRole('radio', { name: 'Pickup' });
    await expect(pickup).toHaveAccessibleDescription('Collect it from the owner in Gadong.');
    await userEvent.click(canvas.getByText('Delivery'));
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Delivery' })).toBeChecked());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('delivery');
  },
};

/** Keyboard: Tab lands on the chosen radio; arrows move and choose, skipping the disabled one. */
export const Keyboard: Story = {
  args: { defaultValue: 'pickup' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const pickup = await canvas.findByRole('radio', { name: 'Pickup' });
    await expect(pickup).toHaveFocus();
    const delivery = canvas.getByRole('radio', { name: 'Delivery' });
    await pressArrow('ArrowDown', () => expect(delivery).toBeChecked());
    await expect(delivery).toHaveFocus();
    await pressArrow('ArrowDown', () => expect(pickup).toBeChecked());
    await expect(pickup).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pickup');
  },
};

/** An error marks the group invalid and is read with it. */
export const Error: Story = {
  args: {
    description: 'You can change this until the owner accepts.',
    error: 'Choose pickup or delivery.',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(
      'You can change this until the owner accepts. Choose pickup or delivery.',
    );
  },
};

/** The whole group disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'pickup' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Side by side, for short choices. */
export const Horizontal: Story = {
  args: { label: 'Listing type', orientation: 'horizontal', defaultValue: 'rent' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="rent" label="Rent" />
      <Radio value="sell" label="Sell" />
      <Radio value="both" label="Both" />
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Rent' }));
    await pressArrow('ArrowRight', () => expect(canvas.getByRole('radio', { name: 'Sell' })).toBeChecked());
  },
};

/** Long labels and help wrap beside the radio. */
export const LongText: Story = {
  args: {
    label: 'How would you like to receive the item for the whole rental period you selected?',
    defaultValue: 'delivery',
    error: 'Delivery is not available on public holidays; choose pickup or another date.',
  },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio
        value="pickup"
        label="Pickup from the owner's home in Kampong Rimba, Gadong, at a time you both agree"
        description="Bring your IC: the owner checks it before handing the item over."
      />
      <Radio value="delivery" label="Delivery to your address anywhere in Brunei-Muara by the owner" />
    </RadioGroup>
  ),
};

/** In a form the chosen value is submitted under the group's name. */
export const InAForm: Story = {
  tags: ['no-visual'],
  args: { defaultValue: 'delivery' },
  render: (args) => (
    <form aria-label="Checkout">
      <RadioGroup {...args}>
        <Radio value="pickup" label="Pickup" />
        <Radio value="delivery" label="Delivery" />
      </RadioGroup>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form') as HTMLFormElement;
    await expect(new FormData(form).get('fulfilment')).toBe('delivery');
  },
};

/** Every state. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup {...args} label="Chosen" defaultValue="a">
        <Radio value="a" label="Chosen" />
        <Radio value="b" label="Not chosen" description="With help" />
        <Radio value="c" label="Disabled" disabled />
      </RadioGroup>
      <RadioGroup {...args} label="Invalid" error="Choose one.">
        <Radio value="a" label="One" />
        <Radio value="b" label="Two" />
      </RadioGroup>
      <RadioGroup {...args} label="Disabled group" disabled defaultValue="a" orientation="horizontal">
        <Radio value="a" label="One" />
        <Radio value="b" label="Two" />
      </RadioGroup>
    </div>
  ),
};

/** Every state on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
