// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@pinjam/api';
import { storedUser, users } from '@pinjam/api/mocks';
import { AuthProvider, useAuth } from '../../app/auth';
import { memorySessionStorage } from '../../app/storage';
import {
  RealtimeProvider,
  RealtimeStoryProvider,
  useOnlineUsers,
  useRealtimeStatus,
} from './RealtimeProvider';
import type { RealtimeHub } from './hub';

// pusher-js never loads here: the live part is replaced, and the test sees what it was asked.
const started = vi.hoisted(() => ({
  calls: [] as { settings: string; userId: number; token: string | null }[],
  stopped: 0,
  hub: null as RealtimeHub | null,
}));
vi.mock('./live', () => ({
  startRealtime: (options: {
    settings: string;
    userId: number;
    getToken: () => string | null;
    hub: RealtimeHub;
  }) => {
    started.hub = options.hub;
    started.calls.push({ settings: options.settings, userId: options.userId, token: options.getToken() });
    return () => void started.stopped++;
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const settings = JSON.stringify({ key: 'k', cluster: 'local', wsHost: null, wsPort: null, forceTLS: false });
let root: Root | null = null;
let auth: ReturnType<typeof useAuth> | null = null;

function Probe() {
  auth = useAuth();
  return <output>{useRealtimeStatus()}</output>;
}

function render(session: boolean, onSessionEnded?: () => void) {
  const storage = memorySessionStorage(session ? storedUser(users.siti) : null);
  const client = createClient({ getToken: () => storage.read()?.token ?? null });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root!.render(
      <AuthProvider services={{ client, storage, navigateHome: () => {} }}>
        <RealtimeProvider onSessionEnded={onSessionEnded}>
          <Probe />
        </RealtimeProvider>
      </AuthProvider>,
    ),
  );
  return container;
}

const withMeta = () => {
  const meta = document.createElement('meta');
  meta.name = 'pinjam-realtime';
  meta.content = settings;
  document.head.append(meta);
};

/** A signed-in member whose socket is connected; the hub the live part was given. */
async function connectedMember(onSessionEnded: () => void): Promise<RealtimeHub> {
  withMeta();
  render(true, onSessionEnded);
  await vi.waitFor(() => expect(started.hub).not.toBeNull());
  const hub = started.hub!;
  act(() => hub.setStatus('connected'));
  return hub;
}

beforeEach(() => {
  started.calls.length = 0;
  started.stopped = 0;
  started.hub = null;
  vi.stubGlobal('fetch', async () => Response.json({ message: 'ok' }));
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('RealtimeProvider', () => {
  it('given a signed-in member on a page with settings / once the page is idle / it connects as them with their token', async () => {
    withMeta();
    const container = render(true);
    await vi.waitFor(() => expect(started.calls).toHaveLength(1));
    expect(started.calls[0]).toEqual({
      settings,
      userId: users.siti.id,
      token: storedUser(users.siti).token,
    });
    expect(container.textContent).toBe('connecting');
  });

  it('given a connected member / on logout / it disconnects and is off', async () => {
    withMeta();
    const container = render(true);
    await vi.waitFor(() => expect(started.calls).toHaveLength(1));
    await act(async () => auth!.logout());
    await vi.waitFor(() => expect(started.stopped).toBe(1));
    expect(container.textContent).toBe('off');
  });

  it('given a connected member / when the server says the session ended, or closes the socket / it asks the server', async () => {
    const onSessionEnded = vi.fn();
    const hub = await connectedMember(onSessionEnded);
    act(() => hub.emit('session-ended', {}));
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    // A drop ('connecting', 'unavailable') is not a sign-out; a close by the server ('off') may be.
    act(() => hub.setStatus('unavailable'));
    act(() => hub.setStatus('connected'));
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    act(() => hub.setStatus('off'));
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
  });

  it('given a member logging out in this tab / when the server says the session ended, or closes the socket / it does not ask (no refused call)', async () => {
    const onSessionEnded = vi.fn();
    const hub = await connectedMember(onSessionEnded);
    // The logout call is still on its way when the server's notice and close arrive.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    act(() => auth!.logout());
    act(() => hub.emit('session-ended', {}));
    act(() => hub.setStatus('off'));
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('given a visitor / it never loads pusher-js', async () => {
    withMeta();
    const container = render(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(started.calls).toEqual([]);
    expect(container.textContent).toBe('off');
  });

  it('given a page without settings (Storybook, tests) / a member stays off', async () => {
    const container = render(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(started.calls).toEqual([]);
    expect(container.textContent).toBe('off');
  });
});

describe('RealtimeStoryProvider', () => {
  it('given fixed values / the hooks read them', () => {
    function Read() {
      return (
        <output>
          {useRealtimeStatus()} {[...useOnlineUsers()].join(',')}
        </output>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root!.render(
        <RealtimeStoryProvider status="unavailable" online={[3, 4]}>
          <Read />
        </RealtimeStoryProvider>,
      ),
    );
    expect(container.textContent).toBe('unavailable 3,4');
  });
});
