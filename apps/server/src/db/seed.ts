import { ROLE_ADMIN, ROLE_USER, type District } from '@pinjam/api/contract';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../services/passwords';
import { findUserByEmail } from '../services/users';
import type { FileStorage } from '../storage/storage';
import type { Db } from './client';
import { seedHomeImages } from './demo/home-images';
import { systemDetails, users } from './schema';

interface DemoLogin {
  role: 'admin' | 'user';
  email: string;
  password: string;
  name: string;
  district: District | null;
}

/** Printed by server.ts when SEED_DEMO is on; the e2e suite logs in with these. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    role: 'admin',
    email: 'admin@pinjam.bn',
    password: 'admin-pass-2026',
    name: 'Pinjam Admin',
    district: null,
  },
  {
    role: 'user',
    email: 'siti@pinjam.bn',
    password: 'siti-pass-2026',
    name: 'Siti Rahman',
    district: 'Brunei-Muara',
  },
  {
    role: 'user',
    email: 'hakim@pinjam.bn',
    password: 'hakim-pass-2026',
    name: 'Hakim Yusof',
    district: 'Tutong',
  },
];

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
  for (const login of DEMO_LOGINS) {
    if (await findUserByEmail(db, login.email)) continue;
    await db
      .insert(users)
      .values({
        email: login.email,
        name: login.name,
        password_hash: await hashPassword(login.password),
        role_id: login.role === 'admin' ? ROLE_ADMIN : ROLE_USER,
        district: login.district,
        verification_status: login.role === 'user' ? 'approved' : 'unsubmitted',
        activated_at: sql`now()`,
      })
      .onConflictDoNothing(); // a second server seeding at the same moment
  }
  await db
    .insert(systemDetails)
    .values({ id: 1, ...DEMO_SYSTEM_DETAILS })
    .onConflictDoNothing();
  await seedHomeImages(db, storage);
}
