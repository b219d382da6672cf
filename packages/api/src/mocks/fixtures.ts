import type { MailboxEmail, Session, StoredUser, SystemDetails, User } from '../contract/models';

const base = {
  bio: null,
  created_at: '2026-03-05T02:00:00.000Z',
  meta: { is_verified: true, verification_status: 'approved' as const },
};

export const users = {
  siti: {
    ...base,
    id: 2,
    name: 'Siti Rahman',
    email: 'siti@pinjam.bn',
    role_id: 1,
    is_admin: false,
    avatar: null,
    district: 'Brunei-Muara',
  },
  hakim: {
    ...base,
    id: 3,
    name: 'Hakim Yusof',
    email: 'hakim@pinjam.bn',
    role_id: 1,
    is_admin: false,
    avatar: null,
    district: 'Tutong',
  },
  unverified: {
    ...base,
    id: 4,
    name: 'Nurul Aini binti Haji Abdul Rahman',
    email: 'nurul@pinjam.bn',
    role_id: 1,
    is_admin: false,
    avatar: null,
    district: 'Belait',
    meta: { is_verified: false, verification_status: 'unsubmitted' as const },
  },
  admin: {
    ...base,
    id: 1,
    name: 'Pinjam Admin',
    email: 'admin@pinjam.bn',
    role_id: 2,
    is_admin: true,
    avatar: null,
    district: null,
  },
} satisfies Record<string, User>;

export const sessionFor = (user: User): Session => ({
  user,
  token: `token-${user.id}`,
  expires_at: '2099-01-01T00:00:00.000Z',
});

export const storedUser = (user: User): StoredUser => {
  const { token, expires_at } = sessionFor(user);
  return { ...user, token, expires_at };
};

export const systemDetails: SystemDetails = {
  address_line_1: 'Unit 12, Block B, Kiulap Plaza',
  address_line_2: 'Jalan Gadong',
  address_line_3: null,
  post_code: 'BE1518',
  city: 'Bandar Seri Begawan',
  district: 'Brunei-Muara',
  country: 'Brunei Darussalam',
  telephone: '+673 222 1234',
  email: 'hello@pinjam.bn',
};

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
