import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import * as Dialog from './Dialog';

const onConfirm = fn();

type Args = ComponentProps<typeof Dialog.Root> & Pick<Dialog.ContentProps, 'size'>;

function CancelRental({ size, ...args }: Args) {
  return (
    <Dialog.Root {...args}>
      <Dialog.Trigger asChild>
        <Button tone="neutral">Cancel rental</Button>
      </Dialog.Trigger>
      <Dialog.Content size={size}>
        <Dialog.Title>Cancel this rental?</Dialog.Title>
        <Dialog.Description>
          Canon EOS R6 from Siti, 12 Mar 2026 – 15 Mar 2026. You get a full refund because the owner has not
          yet accepted.
        </Dialog.Description>
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8, marginTop: 8 }}>
          <Dialog.Close asChild>
            <Button tone="neutral">Keep rental</Button>
          </Dialog.Close>
          <Button tone="critical" onClick={onConfirm}>
            Cancel rental
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog.Root,
  args: { onOpenChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: Dialog.dialogSizes } },
  render: (args) => <CancelRental {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const closed = () => waitFor(() => expect(body().queryByRole('dialog')).toBeNull());

/** Closed: the trigger. Opening moves focus in; Escape closes and returns focus to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    onConfirm.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancel rental' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Cancel this rental?' });
    await expect(dialog).toHaveAccessibleDescription(/You get a full refund/);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep rental' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open (medium). Tab stays inside; the corner button, 'Keep rental' and the action all close or act. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { fullPage: true } },
  play: async () => {
    onConfirm.mockClear();
    const dialog = await body().findByRole('dialog', { name: 'Cancel this rental?' });
    const keep = within(dialog).getByRole('button', { name: 'Keep rental' });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    await expect(keep).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel rental' }));
    await expect(onConfirm).toHaveBeenCalledOnce();
  },
};

/** The corner button closes it. */
export const CloseButton: Story = {
  tags: ['no-visual'],
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Small: confirmations. */
export const Small: Story = {
  args: { defaultOpen: true, size: 'sm' },
  parameters: { visual: { fullPage: true } },
};

/** Large: forms and details. */
export const Large: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { fullPage: true } },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Content size="lg">
        <Dialog.Title>Report a problem with this order</Dialog.Title>
        <Dialog.Description>Tell us what went wrong. We reply within one working day.</Dialog.Description>
        <TextArea label="What happened?" rows={5} />
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Dialog.Close asChild>
            <Button tone="neutral">Cancel</Button>
          </Dialog.Close>
          <Button>Send report</Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Report a problem with this order' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'What happened?' })).toHaveFocus(),
    );
  },
};

/** Long content scrolls inside the dialog; the title wraps clear of the close button. */
export const LongText: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { fullPage: true } },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Content>
        <Dialog.Title>
          Terms for renting the DJI Mini 4 Pro with the Fly More kit from Haji Abdul Rahman
        </Dialog.Title>
        <Dialog.Description>Read these before you pay.</Dialog.Description>
        {Array.from({ length: 14 }, (_, i) => (
          <p key={i} style={{ margin: 0 }}>
            {i + 1}. The renter returns the drone, its three batteries, the charging hub and the spare
            propellers in the condition they were handed over, by 6 pm on the last rental day.
          </p>
        ))}
        <Dialog.Close asChild>
          <Button>I agree</Button>
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  ),
};

/** On a phone. */
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1' } },
  parameters: { visual: { fullPage: true } },
};

/** On the dark theme. */
export const Dark: Story = {
  args: { defaultOpen: true },
  parameters: { theme: 'dark', visual: { fullPage: true } },
};
