import type { MailboxEmail } from '../../contract/dev';

export const mailbox: MailboxEmail[] = [
  {
    id: 2,
    to: 'siti@pinjam.bn',
    subject: 'Reset your Pinjam password',
    text: 'Open this link to choose a new password: http://localhost:3000/password-reset/request/abc123',
    html: '<p>Open this link to choose a new password: <a href="http://localhost:3000/password-reset/request/abc123">reset</a></p>',
    created_at: '2026-11-21T03:10:00.000Z',
  },
  {
    id: 1,
    to: 'siti@pinjam.bn',
    subject: 'Activate your Pinjam account',
    text: 'Welcome! Activate your account: http://localhost:3000/api/auth/activate/xyz789',
    html: '<p>Welcome! <a href="http://localhost:3000/api/auth/activate/xyz789">Activate your account</a></p>',
    created_at: '2026-11-21T03:00:00.000Z',
  },
];
