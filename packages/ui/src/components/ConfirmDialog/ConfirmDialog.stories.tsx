import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextArea } from '../TextArea';
import { ConfirmDialog } from './ConfirmDialog';

const onConfirm = fn();
const onOpenChange = fn();

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange,
    onConfirm,
    title: 'Accept Hakim Yusof’s request?',
    description: (
      <p>
        Hakim’s card will be charged B$140.00 and 10 Mar 2026 – 12 Mar 2026 (3 days) will be booked for them.
        The rental order is created as paid.
      </p>
    ),
    confirmLabel: 'Accept and charge',
    cancelLabel: 'Not yet',
  },
  parameters: { visual: { fullPage: true } },
  beforeEach: () => {
    onConfirm.mockClear();
    onOpenChange.mockClear();
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** Focus starts on the safe way out; Tab reaches the action, Enter confirms. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Accept Hakim Yusof’s request?' });
    await expect(dialog).toHaveAccessibleDescription(/charged B\$140.00/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Not yet' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Accept and charge' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Escape closes it without acting. */
export const EscapeCloses: Story = {
  tags: ['no-visual'],
  play: async () => {
    await screen().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect(onConfirm).not.toHaveBeenCalled();
  },
};

/** A field asked for first: an optional reason; focus starts in it. */
export const WithField: Story = {
  args: {
    title: 'Deny Hakim Yusof’s request?',
    description: <p>The hold on Hakim’s card is released. They will see your reason.</p>,
    confirmLabel: 'Deny request',
    tone: 'critical',
    children: <TextArea label="Reason (optional)" name="reason" maxLength={500} showCount />,
  },
  play: async () => {
    const reason = await screen().findByRole('textbox', { name: /Reason \(optional\)/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.type(reason, 'Booked that week');
    await userEvent.tab();
    await waitFor(() => expect(screen().getByRole('button', { name: 'Not yet' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(screen().getByRole('button', { name: 'Deny request' })).toHaveFocus());
  },
};

/** While the action is under way the buttons wait and Escape does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await screen().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(onOpenChange).not.toHaveBeenCalled();
    await expect(screen().getByRole('button', { name: 'Not yet' })).toBeDisabled();
  },
};

/** The last try failed: why, announced, above the buttons. */
export const WithError: Story = {
  args: { error: 'Something went wrong on our side. Please try again.' },
  play: async () => {
    await expect(await screen().findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The dark theme. */
export const Dark: Story = { parameters: { theme: 'dark', visual: { fullPage: true } } };
