import { createClient } from '@pinjam/api';
import { realtimeSocketId } from '../features/realtime/socketId';
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

/**
 * The app's one API client: the token comes from the stored session, the socket id header from
 * the realtime connection while it is up (docs/product.md §7).
 */
export function createAppClient(
  storage: SessionStorage,
  getSocketId: () => string | null = realtimeSocketId.get,
) {
  return createClient({
    getToken: () => storage.read()?.token ?? null,
    getSocketId,
    onUnauthorized: unauthorizedEvents.emit,
  });
}
