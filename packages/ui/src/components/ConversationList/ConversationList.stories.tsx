import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { samplePortrait } from '../../fixtures/avatar';
import { ConversationList, type ConversationListEntry } from './ConversationList';

const entries: ConversationListEntry[] = [
  {
    id: 7002,
    href: '/messages?conversation=7002',
    name: 'Nurul Aini binti Haji Abdul Rahman',
    online: true,
    itemTitle: 'Bugaboo Fox baby stroller',
    preview: 'Lovely. WhatsApp me on [phone number hidden].',
    time: '09:05',
    unread: 2,
  },
  {
    id: 7001,
    href: '/messages?conversation=7001',
    name: 'Hakim Yusof',
    avatarUrl: samplePortrait,
    online: false,
    itemTitle: 'Canon EOS R6 camera body',
    preview: 'Thanks, see you Tuesday morning.',
    previewMine: true,
    time: '03 Mar 2026',
  },
  { id: 7003, href: '/messages?conversation=7003', name: 'Pinjam Admin', preview: null, time: null },
];

const meta = {
  title: 'UI/ConversationList',
  component: ConversationList,
  args: { label: 'Conversations', entries, selectedId: 7001 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Conversations' })).getAllByRole('link');

/** Newest first: unread count, online dot, the item, 'You:' before your own last message. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [nurul, hakim, admin] = links(canvasElement);
    await expect(nurul).toHaveTextContent('2 unread messages');
    await expect(nurul).toHaveTextContent('Online');
    await expect(nurul).toHaveTextContent('About Bugaboo Fox baby stroller');
    await expect(hakim).toHaveAttribute('aria-current', 'page');
    await expect(hakim).toHaveTextContent('You: Thanks, see you Tuesday morning.');
    await expect(hakim).toHaveTextContent('Offline');
    await expect(admin).toHaveTextContent('No messages yet');
  },
};

/** The keyboard: Tab reaches the list, Down, Up, End and Home move between conversations. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const [first, second, third] = links(canvasElement);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
  },
};

/** A message that is markup shows as its text, never as markup. */
export const LongText: Story = {
  args: {
    entries: [
      {
        ...entries[0]!,
        preview: '<script>alert("hi")</script> and a very long message that goes on and on past the edge',
      },
      ...entries.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(links(canvasElement)[0]).toHaveTextContent('<script>alert("hi")</script>');
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** The dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };
