import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';
import { expectToggles } from '../_internal/storyChecks';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Available for rent', onCheckedChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off. Clicking the switch or its label, Space or Enter toggles it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = await expectToggles(canvasElement, 'switch', 'Available for rent', args.onCheckedChange);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(4);
  },
};

/** On, with help read after the name. */
export const Checked: Story = {
  args: {
    label: 'Email me when someone wants to rent',
    description: 'Requests expire after 48 hours.',
    defaultChecked: true,
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Requests expire after 48 hours.');
  },
};

/** An error is read with the switch. */
export const Error: Story = {
  args: {
    label: 'Publish listing',
    error: 'Add at least one photo before publishing.',
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAccessibleDescription('Add at least one photo before publishing.');
  },
};

/** Disabled, on or off. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Switch {...args} label="Off and locked" disabled />
      <Switch {...args} label="On and locked" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Off and locked' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** Long labels and help wrap; the switch stays top-right. */
export const LongText: Story = {
  args: {
    label: 'Let renters book instantly without waiting for me to accept each request first',
    description: 'Only members with a verified IC and at least three good ratings can book instantly.',
    defaultChecked: true,
  },
};

/** On a phone. */
export const Mobile: Story = { ...LongText, globals: { viewport: { value: 'mobile2' } } };

/** Every state. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Switch {...args} label="Off" />
      <Switch {...args} label="On" defaultChecked />
      <Switch {...args} label="With help" description="Read with the switch." />
      <Switch {...args} label="Invalid" error="Fix this first." />
      <Switch {...args} label="Disabled" disabled />
      <Switch {...args} label="Disabled and on" disabled defaultChecked />
    </div>
  ),
};

/** Every state on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
