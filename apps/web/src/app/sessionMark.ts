import type { StoredUser } from '@pinjam/api/contract';
import { SESSION_NAME_PROPERTY } from '@pinjam/ui';

/** A CSS string holding `text`. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;

/**
 * Marks `<html data-session>` with the member's first name while the auth actor restores the
 * stored session, so the navbar greets them rather than offering Login and Signup (the Navbar's
 * SessionPending; AppProviders lifts the mark). /boot.js does the same on pages the server drew.
 */
export function markStoredSession(
  user: StoredUser | null,
  root: HTMLElement = document.documentElement,
): void {
  if (!user) return;
  root.dataset.session = '';
  root.style.setProperty(SESSION_NAME_PROPERTY, cssString(user.name.trim().split(/\s+/)[0] ?? ''));
}
