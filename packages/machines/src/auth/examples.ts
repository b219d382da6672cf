// Payloads QA can pick in Machines/Auth, and the tests' examples: valid, and invalid ones the
// machine must ignore.
import type { EventExamples } from '../_shared/examples';
import { fakeSession, fakeUsers } from './fakes';
import type { AuthEvent } from './types';

const session = {
  ...fakeSession(fakeUsers.siti),
  token: 'token-from-elsewhere',
  expires_at: '2030-01-01T00:00:00.000Z',
};

export const authExamples: EventExamples<AuthEvent> = {
  'auth.login': {
    valid: [
      { label: 'Siti (member)', payload: { email: 'siti@pinjam.bn', password: 'siti-pass-2026' } },
      { label: 'Admin', payload: { email: 'admin@pinjam.bn', password: 'admin-pass-2026' } },
      { label: 'Wrong password (422)', payload: { email: 'siti@pinjam.bn', password: 'wrong-password' } },
      {
        label: 'Never activated (403)',
        payload: { email: 'aminah@pinjam.bn', password: 'aminah-pass-2026' },
      },
      {
        label: 'Disabled account (403)',
        payload: { email: 'banned@pinjam.bn', password: 'banned-pass-2026' },
      },
    ],
    invalid: [
      { label: 'No password', payload: { email: 'siti@pinjam.bn' } },
      { label: 'Email as a number', payload: { email: 673, password: 'siti-pass-2026' } },
      {
        label: 'A password of 5,000 characters',
        payload: { email: 'siti@pinjam.bn', password: 'x'.repeat(5000) },
      },
    ],
  },
  'auth.userUpdated': {
    valid: [
      { label: 'New name and district', payload: { user: { name: 'Siti binti Ahmad', district: 'Tutong' } } },
      {
        label: 'Verification pending',
        payload: { user: { meta: { is_verified: false, verification_status: 'pending' } } },
      },
    ],
    invalid: [
      { label: 'Name as a number', payload: { user: { name: 7 } } },
      { label: 'Half a meta', payload: { user: { meta: { is_verified: true } } } },
      { label: 'No user (null)', payload: { user: null } },
    ],
  },
  'auth.sessionRefreshed': {
    valid: [{ label: 'A session refreshed in another tab', payload: { session } }],
    invalid: [
      { label: 'Session without a token', payload: { session: { ...session, token: undefined } } },
      {
        label: 'User without meta',
        payload: { session: { ...session, user: { ...fakeUsers.siti, meta: null } } },
      },
    ],
  },
};
