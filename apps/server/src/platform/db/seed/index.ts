import { ROLE_ADMIN, ROLE_USER, type District } from '@pinjam/api/contract';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../security/passwords';
import type { FileStorage } from '../../storage/storage';
import type { Db } from '../client';
import { demoListedAt, seedCatalogue } from './demo/catalogue';
import { seedCommerce } from './demo/commerce';
import { seedHomeImages } from './demo/home-images';
import { seedMessages } from './demo/messages';
import { seedRatings } from './demo/ratings';
import { seedActivity } from './demo/activity';
import { systemDetails, users } from '../schema';

interface DemoLogin {
  role: 'admin' | 'user';
  email: string;
  password: string;
  name: string;
  district: District | null;
  /** Identity verification approved: may list items for rent. */
  verified: boolean;
  bio?: string;
}

const demoUser = (
  first: string,
  name: string,
  district: District,
  bio: string,
  verified = true,
): DemoLogin => ({
  role: 'user',
  email: `${first}@pinjam.bn`,
  password: `${first}-pass-2026`,
  name,
  district,
  verified,
  bio,
});

/**
 * Printed by server.ts when SEED_DEMO is on; the e2e suite logs in with these. Every user but
 * Nurul is verified; Nurul shows what an unverified account can do (sell, not rent out).
 */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    role: 'admin',
    email: 'admin@pinjam.bn',
    password: 'admin-pass-2026',
    name: 'Pinjam Admin',
    district: null,
    verified: false,
  },
  demoUser(
    'siti',
    'Siti Rahman',
    'Brunei-Muara',
    'Wedding photographer in Gadong. I rent out my spare kit between shoots.',
  ),
  demoUser('hakim', 'Hakim Yusof', 'Tutong', 'Weekend cyclist and musician near Tutong town.'),
  demoUser(
    'aminah',
    'Aminah Haji Salleh',
    'Belait',
    'Mother of three in Kuala Belait; we host a lot of family gatherings.',
  ),
  demoUser('faizal', 'Faizal Ismail', 'Brunei-Muara', 'Event DJ and videographer based in Kiulap.'),
  demoUser('weiling', 'Lim Wei Ling', 'Belait', 'Teacher in Seria. Board games, gadgets and a tidy garage.'),
  demoUser(
    'rosli',
    'Rosli Abdullah',
    'Temburong',
    'Boat operator in Bangar. Kayaks, camping gear and advice on Ulu Temburong.',
  ),
  demoUser('norma', 'Norma Ahmad', 'Tutong', 'I run a small kenduri catering business in Telisai.'),
  demoUser('nurul', 'Nurul Aini', 'Belait', 'Clearing out before a move to the capital.', false),
];

/** What the settings page shows filled in for two demo members (issue 15); the rest start empty. */
const DEMO_SETTINGS: Record<string, Partial<typeof users.$inferInsert>> = {
  'siti@pinjam.bn': {
    dob: '1992-08-17',
    address_line_1: 'No. 12, Simpang 32',
    address_line_2: 'Kampong Beribi',
    post_code: 'BE1118',
    city: 'Bandar Seri Begawan',
    telephone: '+673 712 3456',
    // Her payouts go here (issue 16): /admin/finances shows her payout due, Hakim's waiting.
    bank_name: 'Baiduri Bank',
    account_number: '001234564821',
  },
  'hakim@pinjam.bn': {
    dob: '1988-03-02',
    address_line_1: 'Lot 4, Jalan Tutong',
    post_code: 'TA1141',
    city: 'Pekan Tutong',
    telephone: '+673 861 2040',
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When demo login `index` joined: before the first demo listing, nine days apart, the admin
 * first, so a profile's "Member since" never comes after its listings' "Listed".
 */
export const demoMemberSince = (index: number, now = Date.now()) =>
  new Date(demoListedAt(0, now).getTime() - (DEMO_LOGINS.length - index) * 9 * DAY_MS);

export const DEMO_SYSTEM_DETAILS = {
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

/**
 * Demo data, safe to run on every boot: what exists is left alone (a demo user who changed
 * their password keeps it), what is missing is created. Images are rendered only when the
 * storage lacks them.
 */
export async function seedDemo(db: Db, storage: FileStorage): Promise<void> {
  const missing: DemoLogin[] = [];
  for (const login of DEMO_LOGINS) {
    const [found] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${login.email.toLowerCase()}`)
      .limit(1);
    if (!found) missing.push(login);
  }
  // argon2 is slow on purpose: hash the missing ones side by side.
  const hashes = await Promise.all(missing.map((login) => hashPassword(login.password)));
  for (const [i, login] of missing.entries()) {
    await db
      .insert(users)
      .values({
        email: login.email,
        name: login.name,
        password_hash: hashes[i]!,
        role_id: login.role === 'admin' ? ROLE_ADMIN : ROLE_USER,
        district: login.district,
        bio: login.bio ?? null,
        verification_status: login.verified ? 'approved' : 'unsubmitted',
        activated_at: sql`now()`,
        created_at: demoMemberSince(DEMO_LOGINS.indexOf(login)),
        ...DEMO_SETTINGS[login.email],
      })
      .onConflictDoNothing(); // a second server seeding at the same moment
  }
  await db
    .insert(systemDetails)
    .values({ id: 1, ...DEMO_SYSTEM_DETAILS })
    .onConflictDoNothing();
  await seedHomeImages(db, storage);
  await seedCatalogue(db, storage);
  // Orders and requests between Hakim and Siti, in every state (after the listings they name).
  await seedCommerce(db);
  // Conversations between Hakim, Siti and Aminah, each with a message waiting to be read.
  await seedMessages(db);
  // Ratings of two completed orders: one published both ways, one waiting for Siti (issue 16).
  await seedRatings(db);
  // Demo members seeded before they had a past joined on their first boot, after the listings
  // dated weeks back: they joined the day before their first listing instead.
  const emails = DEMO_LOGINS.map((login) => login.email);
  await db.execute(sql`
    update users set created_at = first_listing.at - interval '1 day'
    from (select owner_id, min(created_at) as at from items group by owner_id) as first_listing
    where first_listing.owner_id = users.id and users.created_at > first_listing.at
      and lower(users.email) in (${sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )})`);
  // Their activity feeds, from the rows above (dated as they are).
  await seedActivity(db, emails);
}
