import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createClient } from '@pinjam/api';
import { messagesHandlers, storedUser, users } from '@pinjam/api/mocks';
import { AppProviders } from '../../../app/AppProviders';
import { memorySessionStorage } from '../../../app/storage';
import { memoryThemeStore } from '../../../app/theme';
import { RealtimeStoryProvider } from '../../../features/realtime';
import { storyCache } from '../../../testing/storyCache';
import { screen } from '../../../testing/storyHelpers';
import MessagesPage from './MessagesPage';

type Realtime = Omit<ComponentProps<typeof RealtimeStoryProvider>, 'children'>;

/**
 * The page in the app's providers, signed in as `parameters.auth`, with fixed realtime values
 * (`parameters.realtime`: status, who is online, who is typing where). The page is rendered
 * itself (not the whole app at a URL) so that the story's realtime values sit inside the app's.
 */
const withMessagesApp: Decorator = (Story, context) => {
  const auth = (context.parameters.auth ?? 'siti') as keyof typeof users;
  const realtime = (context.parameters.realtime ?? {}) as Realtime;
  return (
    <MessagesApp auth={auth} realtime={realtime}>
      <Story />
    </MessagesApp>
  );
};

function MessagesApp({
  auth,
  realtime,
  children,
}: {
  auth: keyof typeof users;
  realtime: Realtime;
  children: ReactNode;
}) {
  const app = useMemo(() => {
    const storage = memorySessionStorage(storedUser(users[auth]));
    const client = createClient({ getToken: () => storage.read()?.token ?? null });
    return { client, services: { client, storage, navigateHome: () => {} }, themes: memoryThemeStore() };
  }, [auth]);
  return (
    <AppProviders
      client={app.client}
      services={app.services}
      swrProvider={storyCache}
      themeStore={app.themes}
    >
      <RealtimeStoryProvider {...realtime}>{children}</RealtimeStoryProvider>
    </AppProviders>
  );
}

const at = (conversation?: number) => ({
  path: conversation ? `/messages?conversation=${conversation}` : '/messages',
  pattern: '/messages',
});

const meta = {
  title: 'Screens/Messages',
  component: MessagesPage,
  decorators: [withMessagesApp],
  parameters: {
    layout: 'padded',
    auth: 'siti',
    route: at(7001),
    realtime: { status: 'connected', online: [users.hakim.id] },
  },
} satisfies Meta<typeof MessagesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = () => screen().findByRole('navigation', { name: 'Conversations' });
const thread = (name = 'Hakim Yusof') => screen().findByRole('log', { name: `Messages with ${name}` });
const composer = (name = 'Hakim Yusof') => screen().findByRole('textbox', { name: `Message to ${name}` });

/** Siti's conversations, newest first, none open yet: unread counts, items, last messages. */
export const List: Story = {
  parameters: { route: at() },
  play: async () => {
    const links = within(await list()).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/messages?conversation=7002',
      '/messages?conversation=7001',
    ]);
    await expect(links[0]).toHaveTextContent('1 unread message');
    await expect(links[0]).toHaveTextContent('About Bugaboo Fox baby stroller');
    await expect(links[1]).toHaveTextContent('Online');
    await expect(screen().getByText('Choose a conversation to read it.')).toBeVisible();
  },
};

/**
 * The conversation with Hakim: day headings, his messages left and hers right, 'Read' under her
 * last one he read; he is online and typing; the cursor waits in the reply field.
 */
export const Thread: Story = {
  parameters: {
    realtime: { status: 'connected', online: [users.hakim.id], typing: { 7001: [users.hakim.id] } },
  },
  play: async () => {
    const log = within(await thread());
    await expect(log.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      '02 Mar 2026',
      '03 Mar 2026',
      '04 Mar 2026',
    ]);
    await expect(log.getAllByRole('listitem')[4]).toHaveTextContent('Read');
    await expect(await screen().findByText('Hakim Yusof is typing…')).toBeVisible();
    await expect(within(await list()).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/messages?conversation=7001',
    );
    await waitFor(async () => expect(await composer()).toHaveFocus());
    await expect(screen().getByRole('link', { name: 'Canon EOS R6 camera body' })).toHaveAttribute(
      'href',
      '/view-item/101',
    );
  },
};

/** Writing and pressing Enter: the message joins the thread and the field empties. */
export const Send: Story = {
  play: async () => {
    const field = await composer();
    await userEvent.type(field, 'See you at <b>nine</b>?{Enter}');
    await expect(field).toHaveValue('');
    const last = async () =>
      within(await thread())
        .getAllByRole('listitem')
        .at(-1)!;
    await waitFor(async () => expect(await last()).toHaveTextContent('See you at <b>nine</b>?'));
    await waitFor(async () => expect(await last()).toHaveTextContent('Sent'));
    await expect((await last()).querySelector('b')).toBeNull();
  },
};

/** The server has not answered yet: the message shows 'Sending…'. */
export const Sending: Story = {
  parameters: { msw: { handlers: { messages: messagesHandlers.sendSlow } } },
  play: async () => {
    await userEvent.type(await composer(), 'Is the charger included?{Enter}');
    const list = within(await thread());
    const last = () => list.getAllByRole('listitem').at(-1);
    await waitFor(() => expect(last()).toHaveTextContent('Is the charger included?'));
    await expect(last()).toHaveTextContent('Sending…');
  },
};

let failNext = true;
const sentIds: string[] = [];
/** The first send fails, the next goes through; each send's client_id is noted. */
const failOnce = http.post('*/api/messages/post', async ({ request }) => {
  sentIds.push(((await request.clone().json()) as { client_id: string }).client_id);
  if (!failNext) return undefined;
  failNext = false;
  return HttpResponse.json(
    { message: 'Something went wrong on our side. Please try again.' },
    { status: 500 },
  );
});

/** A send fails: the message stays with the reason and Retry; Retry sends it (once). */
export const FailedThenRetry: Story = {
  parameters: { msw: { handlers: { messages: [failOnce, ...messagesHandlers.default] } } },
  beforeEach: () => {
    failNext = true;
    sentIds.length = 0;
  },
  play: async () => {
    await userEvent.type(await composer(), 'Could you bring the charger?{Enter}');
    const log = within(await thread());
    await expect(await log.findByRole('alert')).toHaveTextContent(
      'Not sent. Something went wrong on our side.',
    );
    await userEvent.click(log.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(log.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(log.getAllByRole('listitem').at(-1)).toHaveTextContent('Sent'));
    await expect(log.getAllByRole('listitem').at(-1)).toHaveTextContent('Could you bring the charger?');
    await expect(log.getAllByText(/Could you bring the charger\?/)).toHaveLength(1);
    // The retry is the same send: the server could tell them apart from a second message.
    await expect(sentIds).toHaveLength(2);
    await expect(sentIds[1]).toBe(sentIds[0]);
  },
};

let push: ((event: 'new-message', data: unknown) => void) | null = null;
/** Hakim writes while the thread is open: his message arrives live, once, however often it is pushed. */
export const LiveMessage: Story = {
  parameters: {
    realtime: {
      status: 'connected',
      online: [users.hakim.id],
      onPush: (given: typeof push) => (push = given),
    },
  },
  play: async () => {
    const log = within(await thread());
    await waitFor(() => expect(log.getAllByRole('listitem').length).toBeGreaterThan(0));
    const before = log.getAllByRole('listitem').length;
    const message = {
      id: 9_990,
      conversation_id: 7001,
      user_id: users.hakim.id,
      content: 'On my way, ten minutes.',
      masked: false,
      client_id: 'hakim-live-1',
      created_at: new Date().toISOString(),
    };
    push!('new-message', { message });
    push!('new-message', { message });
    await expect(await log.findByText('On my way, ten minutes.')).toBeVisible();
    await expect(log.getAllByRole('listitem')).toHaveLength(before + 1);
    await expect(log.getAllByRole('listitem').at(-1)).toHaveTextContent('On my way, ten minutes.');
  },
};

/** Every send fails: the failed message stays, with Retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: { messages: messagesHandlers.sendFails } } },
  play: async () => {
    await userEvent.type(await composer(), 'Could you bring the charger?{Enter}');
    await expect(await within(await thread()).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Delete: a confirmation says what it does; confirming hides it and goes back to the list. */
export const Delete: Story = {
  play: async () => {
    await thread();
    await userEvent.click(screen().getByRole('button', { name: 'Delete conversation' }));
    const dialog = await screen().findByRole('dialog', { name: 'Delete this conversation?' });
    await expect(dialog).toHaveTextContent('Hakim Yusof keeps their copy');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(await screen().findByText('Choose a conversation to read it.')).toBeVisible();
  },
};

/** No conversations yet: how to start one (from an item's page). */
export const Empty: Story = {
  parameters: { route: at(), msw: { handlers: { messages: messagesHandlers.empty } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    await expect(screen().getByText(/open the item’s page and press Message/)).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Browse items' })).toHaveAttribute('href', '/search');
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { messages: messagesHandlers.slow } } },
  play: async () => {
    await expect(await screen().findByText('Loading conversations…')).toBeInTheDocument();
    await expect(await screen().findByText('Loading messages…')).toBeInTheDocument();
  },
};

/** The list and the thread fail: the server's message and Try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { messages: messagesHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('Your conversations could not be loaded.')).toBeVisible();
    await expect(await screen().findByText('This conversation could not be loaded.')).toBeVisible();
    await expect(screen().getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** Not one of Siti's conversations: said plainly, with a way back. */
export const NotFound: Story = {
  parameters: { route: at(7003) },
  play: async () => {
    await expect(await screen().findByText('This conversation is not here')).toBeVisible();
  },
};

/** Realtime is unavailable: messages may be late, sending still works. */
export const Offline: Story = {
  parameters: { realtime: { status: 'unavailable' } },
  play: async () => {
    await expect(await screen().findByText(/new messages may arrive late/)).toBeVisible();
    // Who is online is unknown, not 'offline'.
    await thread();
    await expect(screen().queryByText('Offline')).toBeNull();
    await userEvent.type(await composer(), 'Still there?{Enter}');
    await waitFor(async () =>
      expect(
        within(await thread())
          .getAllByRole('listitem')
          .at(-1),
      ).toHaveTextContent('Sent'),
    );
  },
};

/** A long history: 50 at a time, 'Load older messages' brings the rest; a 4,990-character message wraps. */
export const LongMessages: Story = {
  parameters: { msw: { handlers: { messages: messagesHandlers.long } } },
  play: async () => {
    const log = within(await thread());
    await waitFor(() => expect(log.getAllByRole('listitem')).toHaveLength(50));
    await userEvent.click(log.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(log.getAllByRole('listitem')).toHaveLength(100));
  },
};

/** An older page fails: the thread stays as it was and says why under it; the button asks again. */
export const OlderFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        messages: [
          http.get('*/api/messages/get-messages-for/:id', ({ request }) =>
            new URL(request.url).searchParams.has('before')
              ? HttpResponse.json({ message: 'Something went wrong on our side.' }, { status: 500 })
              : undefined,
          ),
          ...messagesHandlers.long,
        ],
      },
    },
  },
  play: async () => {
    const log = within(await thread());
    await waitFor(() => expect(log.getAllByRole('listitem')).toHaveLength(50));
    await userEvent.click(log.getByRole('button', { name: 'Load older messages' }));
    await expect(
      await screen().findByText('Older messages could not be loaded: Something went wrong on our side.'),
    ).toBeVisible();
    await expect(log.getAllByRole('listitem')).toHaveLength(50);
    await expect(log.getByRole('button', { name: 'Load older messages' })).toBeEnabled();
  },
};

/** No paid order yet: Hakim's number and email are hidden, and the thread says why. */
export const Masked: Story = {
  parameters: { msw: { handlers: { messages: messagesHandlers.masked } } },
  play: async () => {
    await expect(
      await screen().findByText(
        /Phone numbers and email addresses are hidden until you have a paid order together/,
      ),
    ).toBeVisible();
    await expect(within(await thread()).getByText(/\[phone number hidden\]/)).toBeVisible();
  },
};

/** On a phone: the conversation alone, with a way back to the list. */
export const PhoneThread: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async () => {
    await thread();
    await expect(screen().getByRole('link', { name: 'Back to conversations' })).toHaveAttribute(
      'href',
      '/messages',
    );
  },
};

/**
 * On a 375px phone: the name stays on one line (cut short with an ellipsis, never broken mid-word)
 * and the delete button sits beside it, inside the screen, without running into it.
 */
export const PhoneThreadHeader: Story = {
  parameters: {
    viewport: { options: { phone375: { name: '375px phone', styles: { width: '375px', height: '812px' } } } },
  },
  globals: { viewport: { value: 'phone375' } },
  play: async () => {
    await thread();
    await waitFor(() => expect(window.innerWidth).toBe(375));
    const name = screen().getByRole('link', { name: 'Hakim Yusof' });
    await expect(name.getClientRects()).toHaveLength(1);
    const deleteButton = screen().getByRole('button', { name: 'Delete conversation' });
    const nameBox = name.closest('h2')!.getBoundingClientRect();
    const buttonBox = deleteButton.getBoundingClientRect();
    await expect(buttonBox.left).toBeGreaterThanOrEqual(nameBox.right);
    await expect(buttonBox.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(buttonBox.height).toBeLessThanOrEqual(48);
  },
};

/** On a phone with no conversation open: the list alone. */
export const PhoneList: Story = {
  globals: { viewport: { value: 'mobile2' } },
  parameters: { route: at() },
  play: async () => {
    await list();
  },
};

/** The dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };
