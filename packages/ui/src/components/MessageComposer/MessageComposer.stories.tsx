import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageComposer } from './MessageComposer';

const meta = {
  title: 'UI/MessageComposer',
  component: MessageComposer,
  args: { onSend: fn(), onTyping: fn(), maxLength: 5_000, label: 'Message to Siti Rahman' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof MessageComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Message to Siti Rahman' });

/** Empty: Send waits. Enter sends, Shift+Enter starts a new line; the field empties after. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(field(canvasElement), '   ');
    await expect(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(field(canvasElement));
    await userEvent.type(field(canvasElement), 'First line{Shift>}{Enter}{/Shift}second line');
    await expect(field(canvasElement)).toHaveValue('First line\nsecond line');
    await expect(args.onTyping).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('First line\nsecond line');
    await expect(field(canvasElement)).toHaveValue('');
    await expect(field(canvasElement)).toHaveAccessibleDescription(
      'Enter sends; Shift and Enter start a new line.',
    );
  },
};

/** The Send button sends too. */
export const SendButton: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), '<script>alert(1)</script>');
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('<script>alert(1)</script>');
  },
};

/** Near the 5,000-character limit the counter shows what is left; the field takes no more. */
export const NearLimit: Story = {
  args: { defaultValue: 'x'.repeat(4_700) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('300 characters left')).toBeVisible();
    await expect(field(canvasElement)).toHaveAttribute('maxlength', '5000');
  },
};

/** Far from the limit: no counter. */
export const LongText: Story = {
  args: { defaultValue: 'A short note that needs no counter yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/characters left/)).toBeNull();
  },
};

/** Disabled (e.g. while the conversation loads). */
export const Disabled: Story = { args: { disabled: true } };

/** The dark theme. */
export const Dark: Story = { args: { defaultValue: 'Hello!' }, parameters: { theme: 'dark' } };
