import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  contextPanel,
  eventLog,
  expectLit,
  expectState,
  pickExample,
  press,
  readContext,
  sendHostile,
  setPayload,
  expectChartWhole,
} from '../_testing/play';
import { fromPromise } from 'xstate';
import { machineStory, withActors } from '../_view/machineStory';
import { authMachine } from './authMachine';
import { authEventProblem } from './events';
import { authExamples } from './examples';
import {
  createAuthFakes,
  createFakeStorage,
  fakeStoredUser,
  fakeUsers,
  neverSettles,
  type AuthFakeOptions,
} from './fakes';
import type { AuthResult, Credentials, StoredUser, TokenInput } from './types';

type Actors = ReturnType<typeof createAuthFakes>['implementations']['actors'];
/**
 * Fresh fakes on every start and Reset, so a story always begins from the same storage.
 * `signedIn: true` starts with Siti's session stored, as if she had logged in earlier.
 */
const fakes =
  (
    { signedIn = false, ...options }: Omit<AuthFakeOptions, 'storage'> & { signedIn?: boolean } = {},
    actors: Partial<Actors> = {},
  ) =>
  () => {
    const storage = createFakeStorage(signedIn ? fakeStoredUser(fakeUsers.siti) : null);
    const { implementations } = createAuthFakes({ ...options, storage });
    return withActors(implementations, actors);
  };

const view = machineStory(authMachine, {
  examples: authExamples,
  payloadProblem: authEventProblem,
  provide: fakes(),
});
const meta = { title: 'Machines/Auth', ...view } satisfies Meta<typeof view.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const context = contextPanel;

// ── Stories ──────────────────────────────────────────────────────────────────
/**
 * QA: the whole auth machine with fake servers (each call takes 0.4 s). Log in as siti@pinjam.bn /
 * siti-pass-2026 or admin@pinjam.bn / admin-pass-2026; edit the payload for a wrong password, a
 * never-activated account (aminah@pinjam.bn / aminah-pass-2026) or a disabled one
 * (banned@pinjam.bn / banned-pass-2026). Once signed in the token refreshes every 15 s; try
 * auth.logout, auth.unauthorized (a 401) and auth.userUpdated. Reset starts again with nothing stored.
 */
export const QA: Story = {
  args: { provide: fakes({ latency: 400, refreshDelay: 15_000 }) },
  play: async ({ canvasElement }) => {
    await expectChartWhole(canvasElement);
    await expectState(canvasElement, 'signedOut');
    await expect(within(canvasElement).getByRole('button', { name: 'auth.login' })).toBeEnabled();
  },
};

/**
 * Payloads that do not fit: a login without a password, a profile change with the name as a
 * number. Each is marked invalid before it is sent and ignored when it is; a picked example works.
 */
export const InvalidPayloads: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'signedOut');
    await sendHostile(
      canvasElement,
      'auth.login',
      'No password',
      /password: Invalid input: expected string, received undefined/,
    );
    await expectState(canvasElement, 'signedOut');
    await pickExample(canvasElement, 'auth.login', 'Admin');
    await press(canvasElement, 'auth.login');
    await expectState(canvasElement, 'signedIn.active');
    await sendHostile(
      canvasElement,
      'auth.userUpdated',
      'Name as a number',
      /user\.name: Invalid input: expected string, received number/,
    );
    await expect(readContext<{ user: { name: string } }>(canvasElement).user.name).toBe('Pinjam Admin');
  },
};

/** Nothing stored: after restoring, the visitor is signed out and can only log in. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'signedOut');
    await expectLit(canvasElement, 'auth.signedOut');
    await expect(within(canvasElement).queryByRole('button', { name: 'auth.logout' })).toBeNull();
    await expect(
      within(canvasElement).getByText(/Not taken in this state:.*auth\.logout/),
    ).toBeInTheDocument();
    await expect(context(canvasElement)).toHaveTextContent('"user": null');
  },
};

/** A login the server never answers: the machine waits in loggingIn and takes no events. */
export const LoggingIn: Story = {
  args: { provide: fakes({}, { login: fromPromise<AuthResult, Credentials>(() => neverSettles()) }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'signedOut');
    await press(canvasElement, 'auth.login');
    await expectState(canvasElement, 'loggingIn');
    await expectLit(canvasElement, 'auth.loggingIn');
    await expect(within(canvasElement).getByText(/None: the machine is waiting/)).toBeInTheDocument();
  },
};

/** A wrong password: back to signedOut with the server's error; auth.clearError clears it. */
export const LoginFailed: Story = {
  play: async ({ canvasElement, step }) => {
    await expectState(canvasElement, 'signedOut');
    await step('log in with a wrong password', async () => {
      await setPayload(canvasElement, 'auth.login', { email: 'siti@pinjam.bn', password: 'wrong-password' });
      await press(canvasElement, 'auth.login');
      await waitFor(() =>
        expect(context(canvasElement)).toHaveTextContent('These credentials do not match our records.'),
      );
      await expectState(canvasElement, 'signedOut');
    });
    await step('clear the error', async () => {
      await press(canvasElement, 'auth.clearError');
      await expect(context(canvasElement)).toHaveTextContent('"error": null');
    });
    await step('a payload that is not JSON is refused before sending', async () => {
      const field = within(canvasElement).getByLabelText('Payload for auth.login');
      await userEvent.clear(field);
      await userEvent.click(field);
      await userEvent.paste('{ "email": ');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await press(canvasElement, 'auth.login');
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Not valid JSON');
      await expectState(canvasElement, 'signedOut');
    });
  },
};

/** An account that was never activated: refused with code 'account_inactive' (the login screen offers a new link). */
export const AccountInactive: Story = {
  args: {
    events: { 'auth.login': { email: 'aminah@pinjam.bn', password: 'aminah-pass-2026' } },
  },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'signedOut');
    await press(canvasElement, 'auth.login');
    await waitFor(() => expect(context(canvasElement)).toHaveTextContent('"code": "account_inactive"'));
    await expectState(canvasElement, 'signedOut');
  },
};

/** Siti logs in: signed in, her user and token in context, the login's result in the log; Reset starts over. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'signedOut');
    await press(canvasElement, 'auth.login');
    await expectState(canvasElement, 'signedIn.active');
    await expectLit(canvasElement, 'auth.signedIn.active');
    await expect(canvasElement.querySelector('[data-state-id="auth.signedIn"]')).toHaveAttribute(
      'data-state',
      'active',
    );
    await expect(context(canvasElement)).toHaveTextContent('"email": "siti@pinjam.bn"');
    await expect(context(canvasElement)).toHaveTextContent('"role_id": 1');
    const log = within(canvasElement).getByRole('list', { name: 'Event log' });
    await expect(within(log).getAllByText('xstate.done.actor.login')).toHaveLength(1);
    // Reset starts over with fresh fakes: nothing stored, so signed out again.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset' }));
    await expectState(canvasElement, 'signedOut');
    await expect(within(log).queryByText('xstate.done.actor.login')).toBeNull();
  },
};

/** The admin logs in: role_id 2. */
export const SignedInAdmin: Story = {
  args: { events: { 'auth.login': { email: 'admin@pinjam.bn', password: 'admin-pass-2026' } } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'signedOut');
    await press(canvasElement, 'auth.login');
    await expectState(canvasElement, 'signedIn.active');
    await expect(context(canvasElement)).toHaveTextContent('"role_id": 2');
    await expect(context(canvasElement)).toHaveTextContent('"email": "admin@pinjam.bn"');
  },
};

/** A stored session whose refresh is due at once and never answered: signedIn.refreshing. */
export const Refreshing: Story = {
  args: {
    provide: fakes(
      { signedIn: true, refreshDelay: 50 },
      { refresh: fromPromise<AuthResult, TokenInput>(() => neverSettles()) },
    ),
  },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'signedIn.refreshing');
    await expectLit(canvasElement, 'auth.signedIn.refreshing');
    await expect(within(canvasElement).getByRole('button', { name: 'auth.logout' })).toBeEnabled();
  },
};

/** The refresh is refused (401): signed out, with a message saying the session ended. */
export const SessionEnded: Story = {
  args: { provide: fakes({ signedIn: true, refreshDelay: 50, refresh: 'unauthorized' }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'signedOut');
    await expect(context(canvasElement)).toHaveTextContent('Your session has ended. Please log in again.');
  },
};

/** Logging out while the server takes its time: loggingOut, then signed out whatever it answers. */
export const LoggingOut: Story = {
  args: {
    provide: fakes(
      { signedIn: true, logoutTimeout: 60_000 },
      { logout: fromPromise<unknown, TokenInput>(() => neverSettles()) },
    ),
  },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'signedIn.active');
    await press(canvasElement, 'auth.logout');
    await expectState(canvasElement, 'loggingOut');
    await expectLit(canvasElement, 'auth.loggingOut');
    await expect(context(canvasElement)).toHaveTextContent('"email": "siti@pinjam.bn"');
  },
};

/** The view in the dark theme, signed in (also checks the dark colours against axe). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { provide: fakes({ signedIn: true }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'signedIn.active');
    await expectLit(canvasElement, 'auth.signedIn.active');
  },
};

/** Nothing read from storage yet: restoring, no events taken. */
export const Restoring: Story = {
  args: { provide: fakes({}, { loadSession: fromPromise<StoredUser | null>(() => neverSettles()) }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'restoring');
    await expectLit(canvasElement, 'auth.restoring');
    await expect(within(canvasElement).getByText(/None: the machine is waiting/)).toBeInTheDocument();
  },
};

/** A login the server never answers gives up after the login timeout (1 s here) with the network message. */
export const LoginTimedOut: Story = {
  args: {
    provide: fakes(
      { loginTimeout: 1000 },
      { login: fromPromise<AuthResult, Credentials>(() => neverSettles()) },
    ),
  },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'signedOut');
    await press(canvasElement, 'auth.login');
    await expectState(canvasElement, 'loggingIn');
    await expectState(canvasElement, 'signedOut');
    await expect(context(canvasElement)).toHaveTextContent('Could not reach Pinjam');
    await expect(
      within(eventLog(canvasElement)).getByText('xstate.after.loginTimeout.auth.loggingIn'),
    ).toBeInTheDocument();
  },
};

/** Signed in: a profile edit is merged and persisted, a refresh from elsewhere replaces the token, a 401 signs out. */
export const WhileSignedIn: Story = {
  args: { provide: fakes({ signedIn: true }) },
  play: async ({ canvasElement, step }) => {
    type Ctx = { user: { name: string; district: string; token: string } | null };
    await expectState(canvasElement, 'signedIn.active');
    const log = within(eventLog(canvasElement));
    await step('auth.userUpdated merges and persists', async () => {
      await press(canvasElement, 'auth.userUpdated');
      await expect(readContext<Ctx>(canvasElement).user).toMatchObject({
        name: 'Siti binti Ahmad',
        district: 'Tutong',
      });
      await expect(log.getAllByText(/^↳ asks the app: persistSession/)).toHaveLength(1);
    });
    await step('auth.sessionRefreshed replaces the token', async () => {
      await press(canvasElement, 'auth.sessionRefreshed');
      await expect(readContext<Ctx>(canvasElement).user?.token).toBe('token-from-elsewhere');
      await expectState(canvasElement, 'signedIn.active');
    });
    await step('auth.unauthorized (a 401) signs out and clears storage', async () => {
      await press(canvasElement, 'auth.unauthorized');
      await expectState(canvasElement, 'signedOut');
      await expect(readContext<Ctx>(canvasElement).user).toBeNull();
      await expect(log.getByText('↳ asks the app: clearSession')).toBeInTheDocument();
    });
  },
};
