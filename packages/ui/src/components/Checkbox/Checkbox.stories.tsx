import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { expectToggles } from '../_internal/storyChecks';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'I agree to the Terms of Service', onCheckedChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unchecked. Clicking the box or its label, or Space, toggles it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = await expectToggles(
      canvasElement,
      'checkbox',
      'I agree to the Terms of Service',
      args.onCheckedChange,
    );
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).toHaveAttribute('data-state', 'checked');
  },
};

/** Checked, with help read after the name. */
export const Checked: Story = {
  args: {
    label: 'Deliver to my address',
    description: 'The owner drops it off; a delivery fee applies.',
    defaultChecked: true,
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Deliver to my address' });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription('The owner drops it off; a delivery fee applies.');
  },
};

/** 'Some of these': a parent checkbox over a group that is partly checked. */
export const Indeterminate: Story = {
  render: function Render(args) {
    const [items, setItems] = useState({ camera: true, tripod: false });
    const all = items.camera && items.tripod ? true : items.camera || items.tripod ? 'indeterminate' : false;
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox
          {...args}
          label="Select all"
          checked={all}
          onCheckedChange={(checked) => setItems({ camera: checked === true, tripod: checked === true })}
        />
        <div style={{ display: 'grid', gap: 8, paddingLeft: 32 }}>
          <Checkbox
            label="Camera"
            checked={items.camera}
            onCheckedChange={(c) => setItems({ ...items, camera: c === true })}
          />
          <Checkbox
            label="Tripod"
            checked={items.tripod}
            onCheckedChange={(c) => setItems({ ...items, tripod: c === true })}
          />
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tripod' }));
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Camera' })).not.toBeChecked());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Camera' }));
  },
};

/** An error marks the box invalid and is read with it. */
export const Error: Story = {
  args: { error: 'You must agree to the Terms of Service to sign up.', required: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('You must agree to the Terms of Service to sign up.');
  },
};

/** Disabled, checked or not: cannot be toggled. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox {...args} label="Insurance (not offered for this item)" disabled />
      <Checkbox {...args} label="Pickup (the only option)" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Insurance (not offered for this item)',
    });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** Long labels and help wrap beside the box, which stays on the first line. */
export const LongText: Story = {
  args: {
    label:
      'I confirm that I own this item, that it is in the condition described, and that I will hand it over at the agreed time and place',
    description: 'Listings that break this promise are removed and the renter is refunded in full.',
    error: 'Confirm this to publish your listing.',
  },
};

/** In a form, a checked box submits its value under its name. */
export const InAForm: Story = {
  tags: ['no-visual'],
  args: { name: 'newsletter', value: 'yes', label: 'Send me news about Pinjam' },
  render: (args) => (
    <form aria-label="Preferences">
      <Checkbox {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form') as HTMLFormElement;
    await expect(new FormData(form).get('newsletter')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(new FormData(form).get('newsletter')).toBe('yes');
  },
};

/** Every state. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="Indeterminate" defaultChecked="indeterminate" />
      <Checkbox {...args} label="With help" description="Read with the box." />
      <Checkbox {...args} label="Invalid" error="Tick this to go on." />
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled and checked" disabled defaultChecked />
    </div>
  ),
};

/** Every state on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
