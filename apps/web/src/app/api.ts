import { createClient } from '@pinjam/api';
import type { SessionStorage } from './storage';

type Listener = () => void;
const listeners = new Set<Listener>();

/** 401 answers, from any call, for the auth actor to hear. */
export const unauthorizedEvents = {
  emit: () => listeners.forEach((listener) => listener()),
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The app's one API client: the token comes from the stored session. */
export function createAppClient(storage: SessionStorage, getSocketId: () => string | null = () => null) {
  return createClient({
    getToken: () => storage.read()?.token ?? null,
    getSocketId,
    onUnauthorized: unauthorizedEvents.emit,
  });
}
