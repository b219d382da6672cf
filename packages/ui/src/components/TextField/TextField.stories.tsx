import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField';
import { expectTyping } from '../_internal/storyChecks';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Full Name', name: 'name', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled field: typing calls onChange. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expectTyping(canvasElement, 'Full Name', 'Siti', {
      value: 'Siti',
      changes: 4,
      onChange: args.onChange,
    });
  },
};

/** Help text is read with the field. */
export const WithDescription: Story = {
  args: { label: 'Email', type: 'email', description: 'We send your receipts here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('We send your receipts here.');
  },
};

/** An error marks the field invalid and is read after the description. */
export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'siti@',
    description: 'We send your receipts here.',
    error: 'Enter a whole email address, like siti@example.com.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send your receipts here. Enter a whole email address, like siti@example.com.',
    );
  },
};

/** Passwords are masked; the ref reaches the input. */
export const Password: Story = {
  render: (args) => {
    const ref = createRef<HTMLInputElement>();
    return (
      <TextField {...args} ref={ref} label="Password" type="password" onFocus={() => ref.current?.select()} />
    );
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'hunter22');
    await expect(input).toHaveValue('hunter22');
  },
};

/** A file picker with the same label, help and error wiring. */
export const File: Story = {
  args: {
    label: 'Profile photo (optional)',
    type: 'file',
    accept: 'image/png',
    error: 'Choose an image up to 5 MB.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Profile photo (optional)');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('Choose an image up to 5 MB.');
    await userEvent.upload(input, new globalThis.File(['x'], 'me.png', { type: 'image/png' }));
    await expect((input as HTMLInputElement).files?.[0]?.name).toBe('me.png');
  },
};

/** Disabled fields cannot be edited. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Siti Nurhaliza' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Long labels, help and errors wrap. */
export const LongText: Story = {
  args: {
    label: 'The name that other members see on your listings, messages, reviews and receipts',
    description: 'Use your real name: members trust listings more when they know who they are renting from.',
    error: 'Your name must be at most 255 characters long and cannot contain only spaces or symbols.',
    defaultValue: 'Dayang Siti Nurhaliza binti Haji Abdul Rahman Pengiran Muda',
  },
};

/** The field on a phone. */
export const Mobile: Story = { ...WithError, globals: { viewport: { value: 'mobile2' } } };

/** Every state, on light and dark. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} label="Text" placeholder="Search for cameras, electronics..." />
      <TextField {...args} label="Email" type="email" description="We never share it." />
      <TextField
        {...args}
        label="Password"
        type="password"
        error="At least 8 characters."
        defaultValue="abc"
      />
      <TextField {...args} label="Disabled" disabled defaultValue="Cannot change" />
      <TextField {...args} label="Profile photo" type="file" accept="image/*" description="JPEG or PNG." />
    </div>
  ),
};

/** The states on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
