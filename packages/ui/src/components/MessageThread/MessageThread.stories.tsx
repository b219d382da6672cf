import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TypingIndicator } from '../TypingIndicator';
import { MessageThread, type ThreadMessage } from './MessageThread';

const theirs = (key: string, day: string, time: string, content: string): ThreadMessage => ({
  key,
  day,
  time,
  content,
  mine: false,
  from: 'Siti Rahman',
});
const mine = (key: string, day: string, time: string, content: string, state?: ThreadMessage['state']) => ({
  key,
  day,
  time,
  content,
  mine: true,
  state,
});

const conversation: ThreadMessage[] = [
  mine('1', '02 Mar 2026', '09:10', 'Hi Siti, is the R6 free the weekend of the 10th?', 'read'),
  theirs('2', '02 Mar 2026', '09:24', 'Hi Hakim! Yes, the 10th to the 12th is open.'),
  theirs('3', '02 Mar 2026', '09:25', 'It comes with two batteries and a 128 GB card.'),
  mine('4', 'Yesterday', '13:02', 'Great, I have sent the request.\nPickup in Gadong works for me.', 'read'),
  mine('5', 'Today', '08:15', 'Thanks, see you Tuesday morning.'),
];

const meta = {
  title: 'UI/MessageThread',
  component: MessageThread,
  args: { label: 'Messages with Siti Rahman', messages: conversation, onRetry: fn(), onLoadOlder: fn() },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          height: 480,
          maxWidth: 640,
          border: '1px solid #ccc',
        }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof MessageThread>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('log', { name: 'Messages with Siti Rahman' });

/** A heading per day; theirs left, yours right; 'Read' under your last read one, 'Sent' under the newest. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const thread = within(log(canvasElement));
    await expect(thread.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      '02 Mar 2026',
      'Yesterday',
      'Today',
    ]);
    const items = thread.getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('data-mine');
    await expect(items[1]).not.toHaveAttribute('data-mine');
    await expect(items[1]).toHaveTextContent('Siti Rahman: Hi Hakim!');
    await expect(items[3]).toHaveTextContent('Read');
    await expect(items[0]).not.toHaveTextContent('Read');
    await expect(items[4]).toHaveTextContent('Sent');
  },
};

/** On its way: 'Sending…' under it, slightly faded. */
export const Sending: Story = {
  args: { messages: [...conversation, mine('c-1', 'Today', '08:16', 'One more thing…', 'sending')] },
  play: async ({ canvasElement }) => {
    await expect(within(log(canvasElement)).getAllByRole('listitem').at(-1)).toHaveTextContent('Sending…');
  },
};

/** A send that failed stays, with the reason and Retry. */
export const Failed: Story = {
  args: {
    messages: [
      ...conversation,
      {
        ...mine('c-2', 'Today', '08:17', 'Could you bring the charger?', 'failed'),
        error: 'Could not reach Pinjam. Check your connection and try again.',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const last = within(log(canvasElement)).getAllByRole('listitem').at(-1)!;
    await expect(within(last).getByRole('alert')).toHaveTextContent('Not sent. Could not reach Pinjam.');
    await userEvent.click(within(last).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith('c-2');
  },
};

/** Older messages exist: the button loads them; while loading it says so. */
export const LoadOlder: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load older messages' }));
    await expect(args.onLoadOlder).toHaveBeenCalled();
  },
};

/** Loading older messages. */
export const LoadingOlder: Story = { args: { hasMore: true, loadingOlder: true } };

/** Long messages wrap (a 4,990-character one, an unbroken link); markup shows as text; many messages scroll. */
export const LongText: Story = {
  args: {
    messages: [
      ...Array.from({ length: 30 }, (_, i) => theirs(`m${i}`, '01 Mar 2026', '10:00', `Message ${i + 1}`)),
      theirs(
        'long',
        'Today',
        '08:00',
        'The autofocus tracks eyes reliably in low light. '.repeat(100).slice(0, 4_990),
      ),
      mine(
        'link',
        'Today',
        '08:01',
        'https://example.com/a-very-long-link-without-any-spaces-that-must-wrap/'.repeat(3),
      ),
      mine('script', 'Today', '08:02', '<script>alert("hi")</script><b>not bold</b>'),
    ],
  },
  play: async ({ canvasElement }) => {
    const thread = log(canvasElement);
    await expect(thread).toHaveTextContent('<script>alert("hi")</script><b>not bold</b>');
    await expect(thread.querySelector('script, b')).toBeNull();
    // It opens at the newest message.
    await expect(thread.scrollTop).toBeGreaterThan(0);
    await expect(thread.scrollWidth).toBeLessThanOrEqual(thread.clientWidth);
  },
};

/** Masked contact details are marked under the message; the other person is typing. */
export const MaskedAndTyping: Story = {
  args: {
    messages: [
      ...conversation.slice(0, 3),
      { ...theirs('m', 'Today', '08:20', 'My number is [phone number hidden].'), masked: true },
    ],
    footer: <TypingIndicator names={['Siti Rahman']} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Contact details hidden')).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Siti Rahman is typing…');
  },
};

/** No messages yet. */
export const Empty: Story = {
  args: { messages: [], empty: <p>Say hello to Siti Rahman.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Say hello to Siti Rahman.')).toBeVisible();
  },
};

/** The dark theme, with a failed send. */
export const Dark: Story = { ...Failed, play: undefined, parameters: { theme: 'dark' } };
