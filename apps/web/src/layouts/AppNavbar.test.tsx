// @vitest-environment happy-dom
import { act, Suspense, use, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@pinjam/api';
import { storedUser, users } from '@pinjam/api/mocks';
import { fakeItems, fakePurchase } from '@pinjam/machines';
import { AppProviders } from '../app/AppProviders';
import { memorySessionStorage } from '../app/storage';
import { AppNavbar } from './AppNavbar';

/** The app around the navbar, signed in as `session` with `cart` in its storage. */
function App({ session, cart, children }: { session: boolean; cart: unknown[]; children: ReactNode }) {
  const storage = memorySessionStorage(session ? storedUser(users.siti) : null);
  const client = createClient({ getToken: () => storage.read()?.token ?? null });
  return (
    <AppProviders
      client={client}
      services={{ client, storage, navigateHome: () => {} }}
      cartStorage={{ read: () => cart, write: () => {} }}
    >
      <MemoryRouter>{children}</MemoryRouter>
    </AppProviders>
  );
}

// As in PublicLayout, the navbar is a Suspense boundary of its own, hydrated after the rest: by
// then the browser has restored the session and the cart. `Later` holds it back until `go()`.
let go: () => void = () => {};
const later = () => new Promise<void>((resolve) => (go = resolve));
function Later({ until, children }: { until: Promise<void> | null; children: ReactNode }) {
  if (until) use(until);
  return children;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => document.body.replaceChildren());
// A member's bell loads their notifications: no server here, so the calls are answered 503.
beforeEach(
  () => void vi.stubGlobal('fetch', async () => Response.json({ message: 'offline' }, { status: 503 })),
);
afterEach(() => void vi.unstubAllGlobals());

const buttonNamed = (container: Element, text: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.includes(text));

describe('the navbar on a page the server drew', () => {
  it('given a member with a cart / when the navbar hydrates after the session is restored / it hydrates as drawn, then shows theirs', async () => {
    // The server draws a visitor's navbar: no session, no cart.
    const html = renderToString(
      <App session={false} cart={[]}>
        <Suspense>
          <Later until={null}>
            <AppNavbar />
          </Later>
        </Suspense>
      </App>,
    );
    expect(html).toContain('Login');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const errors: unknown[] = [];
    const until = later();
    await act(async () => {
      hydrateRoot(
        container,
        <App session cart={[fakePurchase(fakeItems.tent, 2)]}>
          <Suspense>
            <Later until={until}>
              <AppNavbar />
            </Later>
          </Suspense>
        </App>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    // The session and the cart are restored; now the navbar's boundary hydrates.
    await act(async () => go());

    expect(errors).toEqual([]);
    expect(buttonNamed(container, 'Hi, Siti')).toBeDefined();
    expect(container.querySelector('a[href="/cart"]')?.textContent).toContain('Cart, 2 items');
    expect(container.textContent).not.toContain('Login');
  });
});
