import type { AdminUserDetail, AdminUserRow } from '../../contract/admin-users';

const at = (daysAgo: number, hour = 9) =>
  new Date(Date.UTC(2026, 10, 24, hour) - daysAgo * 86_400_000).toISOString();

/** The admin's own row (id 1): the detail's disable button is off for them. */
export const adminUserSelf: AdminUserRow = {
  id: 1,
  name: 'Pinjam Admin',
  email: 'admin@pinjam.bn',
  role: 'admin',
  verification_status: 'approved',
  disabled_at: null,
  activated_at: at(400),
  created_at: at(400),
  items_count: 0,
  orders_count: 0,
};

const names = [
  'Siti Rahmah',
  'Awang Hj Ahmad',
  'Nurul Aini',
  'Dayang Fatimah',
  'Haji Osman',
  'Khairul Anwar',
  'Norazlina Ali',
  'Pengiran Hasnah',
];

/** Hakim, the journey's member: verification pending, orders both ways. */
export const adminUserHakim: AdminUserRow = {
  id: 7,
  name: 'Hakim Yusof',
  email: 'hakim@example.bn',
  role: 'user',
  verification_status: 'pending',
  disabled_at: null,
  activated_at: at(60),
  created_at: at(60),
  items_count: 3,
  orders_count: 4,
};

/** Thirty members, newest first: two pages of the list. */
export const adminUserRows: AdminUserRow[] = [
  adminUserHakim,
  ...Array.from({ length: 28 }, (_, i): AdminUserRow => {
    const name = `${names[i % names.length]}${i >= names.length ? ` ${Math.floor(i / names.length) + 1}` : ''}`;
    return {
      id: 20 + i,
      name,
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.bn`,
      role: 'user',
      verification_status: i % 3 === 0 ? 'approved' : i % 5 === 0 ? 'rejected' : 'unsubmitted',
      disabled_at: i === 4 ? at(3) : null,
      activated_at: i === 9 ? null : at(70 + i),
      created_at: at(70 + i),
      items_count: i % 4,
      orders_count: i % 6,
    };
  }),
  adminUserSelf,
];

const photo = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#dfe7ef"/><text x="160" y="105" font-size="20" text-anchor="middle" fill="#334">${label}</text></svg>`,
  )}`;

/** Hakim whole: profile, the photos under review, items, orders both ways, ratings, a payout. */
export const adminUserDetailHakim: AdminUserDetail = {
  profile: {
    ...adminUserHakim,
    telephone: '+673 712 3456',
    dob: '1994-05-17',
    bio: 'Weekend cyclist; I lend my tools.',
    avatar: null,
    address: {
      address_line_1: 'No. 12, Simpang 34, Kampong Kiarong',
      address_line_2: null,
      address_line_3: null,
      post_code: 'BE1318',
      city: 'Bandar Seri Begawan',
      district: 'Brunei-Muara',
    },
    bank_name: 'BIBD',
    account_masked: '•••• 4821',
    rating: { average: 4.5, count: 2 },
  },
  verification: {
    status: 'pending',
    submitted_at: at(1),
    reason: null,
    images: { document: photo('Identity card'), selfie: photo('Selfie') },
  },
  items: [
    { id: 301, title: 'Bosch cordless drill', status: 'active', created_at: at(40) },
    { id: 302, title: 'Aluminium ladder (3 m)', status: 'active', created_at: at(35) },
    { id: 303, title: 'Camping tent for four', status: 'disabled', created_at: at(20) },
  ],
  orders: [
    {
      id: 1042,
      kind: 'purchase',
      status: 'paid',
      total: 12_050,
      role: 'buyer',
      other: { id: 20, name: 'Siti Rahmah' },
      created_at: at(2),
    },
    {
      id: 1031,
      kind: 'rental',
      status: 'completed',
      total: 9_000,
      role: 'seller',
      other: { id: 21, name: 'Awang Hj Ahmad' },
      created_at: at(12),
    },
  ],
  ratings: {
    received: [
      {
        id: 55,
        rating: 5,
        content: 'Tools in great shape, returned on time.',
        other: { id: 21, name: 'Awang Hj Ahmad' },
        order_id: 1031,
        published_at: at(8),
      },
    ],
    given: [],
  },
  payouts: [{ id: 71, amount: 8_100, status: 'paid', due_on: '2026-10-31', paid_at: at(24) }],
  no_shows: [{ id: 5, leg_id: 88, missed_on: '2026-11-10', created_at: at(14) }],
};

/** A member with nothing yet: unverified, no items, no orders, no payouts. */
export const adminUserDetailEmpty: AdminUserDetail = {
  profile: {
    ...adminUserRows[2]!,
    telephone: null,
    dob: null,
    bio: null,
    avatar: null,
    address: {
      address_line_1: null,
      address_line_2: null,
      address_line_3: null,
      post_code: null,
      city: null,
      district: null,
    },
    bank_name: null,
    account_masked: null,
    rating: { average: 0, count: 0 },
  },
  verification: { status: 'unsubmitted', submitted_at: null, reason: null, images: null },
  items: [],
  orders: [],
  ratings: { received: [], given: [] },
  payouts: [],
  no_shows: [],
};

/** The admin's own record. */
export const adminUserDetailSelf: AdminUserDetail = {
  ...adminUserDetailEmpty,
  profile: { ...adminUserDetailEmpty.profile, ...adminUserSelf },
};
