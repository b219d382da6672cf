import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast } from './Toast';
import { createToaster, type ToastOptions } from './toaster';

const undo = fn();

const seeded: Record<string, ToastOptions[]> = {
  tones: [
    { title: 'Your rating has been submitted', tone: 'positive' },
    {
      title: 'Payment failed',
      description: 'Your card was declined. Try another card or PayPal.',
      tone: 'critical',
    },
    {
      title: 'Item removed from cart',
      action: { label: 'Undo', altText: 'Add the item to your cart again from its page', onClick: undo },
    },
  ],
  long: [
    {
      title:
        'Your request to rent the DJI Mini 4 Pro with the Fly More kit has been sent to Haji Abdul Rahman',
      description:
        'Owners usually answer within a few hours. We will email you and show a notification as soon as they accept or decline, and your card is only charged once they accept.',
      tone: 'positive',
    },
  ],
};

/** A provider with its own toaster (so stories do not share toasts), pre-filled when asked. */
function Demo({ seed, duration }: { seed?: keyof typeof seeded; duration?: number }) {
  const [toaster] = useState(() => {
    const made = createToaster();
    for (const options of seed ? seeded[seed]! : []) made.toast({ duration: Infinity, ...options });
    return made;
  });
  return (
    <ToastProvider toaster={toaster} duration={duration}>
      <Buttons />
    </ToastProvider>
  );
}

function Buttons() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button onClick={() => toast({ title: 'Your rating has been submitted', tone: 'positive' })}>
        Submit rating
      </Button>
      <Button tone="neutral" onClick={() => toast('Link copied')}>
        Copy link
      </Button>
      <Button
        tone="critical"
        onClick={() =>
          toast({ title: 'Payment failed', description: 'Your card was declined.', tone: 'critical' })
        }
      >
        Pay
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  render: () => <Demo />,
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** useToast().toast(...) shows a toast; its close button dismisses it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit rating' }));
    const region = await body().findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(within(region).getByText('Your rating has been submitted')).toBeVisible());
    const toast = within(region).getByRole('listitem');
    await expect(toast).toHaveAttribute('data-tone', 'positive');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull());
  },
};

/** Positive, critical and neutral with an action, as they stack. */
export const AllVariants: Story = {
  render: () => <Demo seed="tones" />,
  parameters: { visual: { fullPage: true } },
  play: async () => {
    undo.mockClear();
    const region = body().getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(within(region).getByRole('button', { name: 'Undo' }));
    await expect(undo).toHaveBeenCalledOnce();
  },
};

/** Keyboard: F8 jumps to the toasts, Tab reaches the toast, then its button; Escape dismisses. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  render: () => <Demo seed="long" />,
  play: async () => {
    const region = body().getByRole('region', { name: 'Notifications (F8)' });
    // By code: Radix matches the F8 hotkey on event.code.
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await waitFor(() => expect(within(region).getByRole('listitem')).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Dismiss' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull());
  },
};

/** A toast leaves by itself after its duration. */
export const AutoDismiss: Story = {
  tags: ['no-visual'],
  render: () => <Demo duration={600} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy link' }));
    const region = await body().findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(within(region).getByText('Link copied')).toBeVisible());
    // The pointer rests on the button, away from the toasts (hovering them pauses the timer).
    await waitFor(() => expect(within(region).queryByText('Link copied')).toBeNull(), { timeout: 4000 });
  },
};

/** Long titles and descriptions wrap. */
export const LongText: Story = {
  render: () => <Demo seed="long" />,
  parameters: { visual: { fullPage: true } },
};

/** On a phone: full width at the bottom. */
export const Mobile: Story = {
  render: () => <Demo seed="tones" />,
  globals: { viewport: { value: 'mobile1' } },
  parameters: { visual: { fullPage: true } },
};

/** On the dark theme. */
export const Dark: Story = {
  render: () => <Demo seed="tones" />,
  parameters: { theme: 'dark', visual: { fullPage: true } },
};
