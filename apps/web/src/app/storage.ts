import { ROLE_ADMIN, type StoredUser } from '@pinjam/api/contract';

/** The seed's local storage keys (section 9). */
export const STORAGE_KEYS = {
  user: 'user',
  isAdmin: 'is_admin',
  isUser: 'is_user',
  cart: 'shopping_cart',
} as const;

/** Keys the payment providers may leave behind; logout clears them (docs/product.md §4). */
const PAYMENT_KEY_PREFIX = 'payment_';

export interface SessionStorage {
  read(): StoredUser | null;
  write(user: StoredUser): void;
  clear(): void;
}

function safeParse(text: string | null): StoredUser | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as StoredUser;
    return value && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The session kept in the browser's local storage under the seed's keys. */
export function browserSessionStorage(storage: Storage = window.localStorage): SessionStorage {
  return {
    read: () => safeParse(storage.getItem(STORAGE_KEYS.user)),
    write(user) {
      const isAdmin = user.role_id === ROLE_ADMIN;
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      storage.setItem(STORAGE_KEYS.isAdmin, JSON.stringify(isAdmin));
      storage.setItem(STORAGE_KEYS.isUser, JSON.stringify(!isAdmin));
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.user);
      storage.removeItem(STORAGE_KEYS.isAdmin);
      storage.removeItem(STORAGE_KEYS.isUser);
      for (const key of Object.keys(storage)) if (key.startsWith(PAYMENT_KEY_PREFIX)) storage.removeItem(key);
    },
  };
}

/** An in-memory session store, for stories and tests. */
export function memorySessionStorage(initial: StoredUser | null = null): SessionStorage {
  let user = initial;
  return {
    read: () => user,
    write: (next) => {
      user = next;
    },
    clear: () => {
      user = null;
    },
  };
}
