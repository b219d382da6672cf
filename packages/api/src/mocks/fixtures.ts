import type {
  AdvertImage,
  BannerImage,
  MailboxEmail,
  Session,
  StoredUser,
  SystemDetails,
  User,
} from '../contract/models';

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

// ─── Home page images ────────────────────────────────────────────────────────────────────────
// Inline SVG data URLs, so stories and tests show real pictures with no server and no network
// (the CSP allows data: images).

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A gradient card with a headline, as an `<img src>`-ready data URL. */
export function promoImage(
  width: number,
  height: number,
  from: string,
  to: string,
  headline: string,
): string {
  const size = Math.round(Math.min(height * 0.16, width * 0.07));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.25}" r="${Math.max(width, height) * 0.3}" fill="#fff" fill-opacity="0.1"/>` +
    `<text x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.55)}" font-family="sans-serif" ` +
    `font-size="${size}" font-weight="bold" fill="#fff">${escapeXml(headline)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const bannerImages: BannerImage[] = [
  { id: 1, path: promoImage(1600, 500, '#0f4c75', '#1fa2a6', 'Rent a drone for the weekend'), active: true },
  { id: 2, path: promoImage(1600, 500, '#4a1a6b', '#c2185b', 'DJ gear for your majlis'), active: true },
  {
    id: 3,
    path: promoImage(1600, 500, '#b5452b', '#f2a541', 'Baby gear, borrowed not bought'),
    active: true,
  },
  {
    id: 4,
    path: promoImage(1600, 500, '#14532d', '#65a30d', 'List your camera, earn every week'),
    active: true,
  },
];

/** One advert per slot (1 left, 2 top right, 3 bottom right); the third has no link ('#'). */
export const advertImages: AdvertImage[] = [
  {
    id: 1,
    path: promoImage(600, 800, '#0b3d2e', '#2a9d8f', 'Camping kit'),
    url: '/search?category=holiday-travel',
    position: 1,
    active: true,
  },
  {
    id: 2,
    path: promoImage(600, 380, '#1e1b4b', '#6d28d9', 'Movie night'),
    url: '/search?category=projectors-screens',
    position: 2,
    active: true,
  },
  {
    id: 3,
    path: promoImage(600, 380, '#9a3412', '#ea580c', 'Sell what you no longer use'),
    url: null,
    position: 3,
    active: true,
  },
];
