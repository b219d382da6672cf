import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { Callout, calloutTones } from './Callout';

const meta = {
  title: 'UI/Callout',
  component: Callout,
  args: {
    tone: 'info',
    title: 'Listing for rent needs a verified identity',
    children: 'You can list items for sale now. Verify your identity to offer them for rent too.',
  },
  argTypes: { tone: { control: 'inline-radio', options: calloutTones } },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Callout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A notice that is part of the page: no live role, the icon says its tone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const callout = canvasElement.querySelector('[data-tone]')!;
    await expect(callout).not.toHaveAttribute('role');
    await expect(callout.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a link to act on it. */
export const WithAction: Story = {
  args: {
    tone: 'warning',
    action: <Link href="/verification">Verify your identity</Link>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/verification',
    );
  },
};

/** After a refused submit: an alert, announced at once; focusable so the page can move to it. */
export const Alert: Story = {
  args: {
    tone: 'critical',
    announce: 'alert',
    tabIndex: -1,
    title: 'Your photos are too large to upload',
    children: 'Each photo must be at most 10 MB. Remove the largest and try again.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your photos are too large to upload');
    alert.focus();
    await expect(alert).toHaveFocus();
  },
};

/** A confirmation, announced politely. */
export const Status: Story = {
  args: { tone: 'positive', announce: 'status', title: 'Your item is listed.', children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your item is listed.');
  },
};

/** Text alone, no title. */
export const TextOnly: Story = { args: { title: undefined } };

/** Every tone, with and without a title and action. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {calloutTones.map((tone) => (
        <Callout
          key={tone}
          tone={tone}
          title={`${tone[0]!.toUpperCase()}${tone.slice(1)} callout`}
          action={
            <Button size="sm" tone="neutral">
              Act on it
            </Button>
          }
        >
          What happened, and what to do next.
        </Callout>
      ))}
      {calloutTones.map((tone) => (
        <Callout key={`${tone}-plain`} tone={tone}>
          Tone {tone}, a line with no title.
        </Callout>
      ))}
    </div>
  ),
};

/** A long title and text wrap; a long address breaks rather than overflows. */
export const LongText: Story = {
  args: {
    tone: 'critical',
    title: 'We could not save your listing because the server refused one of the photos you added',
    children:
      'Image 2 (WhatsApp_Image_2026-03-10_at_17.45.12_portrait_mode_front_view_HDR.pdf) must be a JPEG, PNG, WebP or AVIF image. Remove it and add another photo, then save again.',
  },
};

/** On a phone. */
export const Mobile: Story = { ...WithAction, globals: { viewport: { value: 'mobile2' } } };

/** Every tone on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };
