import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextArea } from './TextArea';
import { expectTyping } from '../_internal/storyChecks';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Description', name: 'description', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled multi-line field: typing calls onChange; Enter makes a new line. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expectTyping(canvasElement, 'Description', 'Canon EOS{Enter}With two lenses', {
      value: 'Canon EOS\nWith two lenses',
      changes: 25,
      onChange: args.onChange,
    });
  },
};

/** Help text is read with the field. */
export const WithDescription: Story = {
  args: { description: 'Say what is included, its condition, and how to pick it up.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'Say what is included, its condition, and how to pick it up.',
    );
  },
};

/** With maxLength the count shows what is left, turns amber near the limit and red at it. */
export const WithCount: Story = {
  args: { label: 'Review', maxLength: 40, showCount: true, defaultValue: 'Great camera, easy pickup.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Review' });
    await expect(canvas.getByText('14 characters left')).toHaveAttribute('data-state', 'ok');
    await expect(textArea).toHaveAccessibleDescription('14 characters left');
    await userEvent.type(textArea, ' Thank you!!');
    await waitFor(() => expect(canvas.getByText('2 characters left')).toHaveAttribute('data-state', 'near'));
    await userEvent.type(textArea, '!!!!');
    await expect(textArea).toHaveValue('Great camera, easy pickup. Thank you!!!!');
    await expect(canvas.getByText('0 characters left')).toHaveAttribute('data-state', 'full');
  },
};

/** Controlled, without a limit: the count shows what was typed, singular for one. */
export const ControlledCount: Story = {
  tags: ['no-visual'],
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <TextArea {...args} showCount value={value} onChange={(event) => setValue(event.target.value)} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 characters')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), 'A');
    await expect(await canvas.findByText('1 character')).toBeVisible();
  },
};

/** An error marks the field invalid; error, then count, are read after the description. */
export const Error: Story = {
  args: {
    label: 'Reason for cancelling',
    description: 'The owner sees this.',
    error: 'Tell the owner why you are cancelling.',
    showCount: true,
    maxLength: 500,
  },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Reason for cancelling' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription(
      'The owner sees this. Tell the owner why you are cancelling. 500 characters left',
    );
  },
};

/** Disabled fields cannot be edited. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Bought in 2023, barely used.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Long labels, help, errors and text wrap; the field grows with rows. */
export const LongText: Story = {
  args: {
    label: 'Tell renters everything they need to know about this item before they book it',
    description:
      'Include what comes in the box, any scratches or faults, and when you are usually free for pickup.',
    error: 'Your description must be at most 2,000 characters and cannot contain phone numbers or links.',
    rows: 6,
    showCount: true,
    maxLength: 2000,
    defaultValue:
      'DJI Mini 4 Pro with the Fly More kit: three batteries, charging hub, spare propellers and a shoulder bag. ' +
      'Firmware is up to date. There is a small scratch on the left arm that does not affect flight. ' +
      'Pickup in Gadong after 5 pm on weekdays, any time on Sunday.',
  },
};

/** A hidden label (the design labels it another way); the name stays for assistive technology. */
export const HiddenLabel: Story = {
  args: { label: 'Message', hideLabel: true, placeholder: 'Write a message…', rows: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

/** On a phone. */
export const Mobile: Story = { ...Error, globals: { viewport: { value: 'mobile2' } } };

/** Every state. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextArea {...args} label="Empty" placeholder="Say what is included" rows={2} />
      <TextArea
        {...args}
        label="With help and count"
        description="Up to 200 characters."
        showCount
        maxLength={200}
        defaultValue="Two lenses"
        rows={2}
      />
      <TextArea {...args} label="Invalid" error="Tell the owner why." rows={2} />
      <TextArea {...args} label="Disabled" disabled defaultValue="Cannot change" rows={2} />
    </div>
  ),
};

/** The states on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
