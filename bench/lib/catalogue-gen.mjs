// A believable generated catalogue for the search benchmark, written straight into the server's
// database (after its migrations ran): a few dozen owners, N items across the 16 categories and
// 4 districts, rent/sale mixes, prices in cents, 1–3 images each pointing at a dozen shared photos.
// Deterministic: the same seed gives the same catalogue.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  CATALOGUE,
  CLOSERS,
  CONDITIONS,
  DETAILS,
  DISTRICTS,
  OPENERS,
  QUALIFIERS,
} from './catalogue-words.mjs';

export const BENCH_EMAIL_DOMAIN = '@bench.pinjam.bn';
const OWNERS = 50;
/** Owners whose account is disabled: their items must not show. */
const DISABLED_OWNERS = 2;
const PHOTOS = 12;
const BATCH = 5000;
const DAY_MS = 86_400_000;
const FIRST = [
  'Siti',
  'Hakim',
  'Aminah',
  'Faizal',
  'Wei Ling',
  'Rosli',
  'Norma',
  'Hafiz',
  'Nur',
  'Azlan',
  'Mei',
  'Dayang',
  'Awang',
  'Farah',
  'Zul',
];
const LAST = ['Rahman', 'Yusof', 'Salleh', 'Ismail', 'Lim', 'Abdullah', 'Ahmad', 'Tan', 'Hamid', 'Osman'];
const CONDITION_WORDS = { new: 'new', like_new: 'like-new', good: 'good', fair: 'fair' };

/** mulberry32: small, fast, seeded. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickers(rand) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const totalWeight = DISTRICTS.reduce((s, d) => s + d[1], 0);
  const district = () => {
    let r = rand() * totalWeight;
    for (const d of DISTRICTS) if ((r -= d[1]) < 0) return d;
    return DISTRICTS[0];
  };
  return { pick, district };
}

const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, k) => values[k]);
/** B$ → cents, rounded to `step` B$. */
const cents = (dollars, step) => Math.max(step, Math.round(dollars / step) * step) * 100;

/** One batch of rows, column by column, ready for `unnest`. */
function generateBatch(rand, count, ownerIds, now) {
  const { pick, district } = pickers(rand);
  const slugs = Object.keys(CATALOGUE);
  const cols = Object.fromEntries(COLUMNS.map(([name]) => [name, []]));
  for (let i = 0; i < count; i++) {
    const category = pick(slugs);
    const { brands, products } = CATALOGUE[category];
    const [product, day, sale] = pick(products);
    const qualifier = pick(QUALIFIERS);
    const [districtName, , places] = district();
    const condition = pick(CONDITIONS);
    const title = `${pick(brands)} ${product}${qualifier ? ` ${qualifier}` : ''}`;
    const values = { product, condition: CONDITION_WORDS[condition], place: pick(places) };
    const details = rand() < 0.5 ? [pick(DETAILS)] : [pick(DETAILS), pick(DETAILS)];
    const description = [fill(pick(OPENERS), values), ...new Set(details), fill(pick(CLOSERS), values)].join(
      ' ',
    );
    const mix = rand();
    const rent = mix < 0.55 || mix >= 0.85;
    const forSale = mix >= 0.55;
    const dayCents = rent ? cents(day * (0.6 + rand() * 0.9), 0.5) : null;
    const created = new Date(now - rand() * 365 * DAY_MS);
    const status = rand();
    cols.owner_id.push(pick(ownerIds));
    cols.title.push(title);
    cols.description.push(description);
    cols.category.push(category);
    cols.district.push(districtName);
    cols.condition.push(condition);
    cols.price_per_day.push(dayCents);
    cols.price_per_week.push(rent && rand() < 0.6 ? Math.round((dayCents * 5) / 100) * 100 : null);
    cols.deposit.push(rent && rand() < 0.5 ? cents(sale * 0.3, 1) : null);
    cols.min_days.push(rent && rand() < 0.2 ? 2 + Math.floor(rand() * 2) : 1);
    cols.max_days.push(rent && rand() < 0.4 ? pick([7, 14, 30]) : null);
    cols.sale_price.push(forSale ? cents(sale * (0.5 + rand() * 0.8), 1) : null);
    cols.starting_inventory.push(
      forSale && rand() < 0.03 ? 0 : rand() < 0.1 ? 2 + Math.floor(rand() * 4) : 1,
    );
    cols.status.push(status < 0.96 ? 'active' : status < 0.985 ? 'disabled' : 'deleted');
    cols.deleted_at.push(status >= 0.985 ? new Date(created.getTime() + DAY_MS) : null);
    cols.created_at.push(created);
  }
  return cols;
}

const COLUMNS = [
  ['owner_id', 'int'],
  ['title', 'text'],
  ['description', 'text'],
  ['category', 'text'],
  ['district', 'text'],
  ['condition', 'item_condition'],
  ['price_per_day', 'int'],
  ['price_per_week', 'int'],
  ['deposit', 'int'],
  ['min_days', 'smallint'],
  ['max_days', 'smallint'],
  ['sale_price', 'int'],
  ['starting_inventory', 'smallint'],
  ['status', 'item_status'],
  ['deleted_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
];
const INSERT_ITEMS = `insert into items (${COLUMNS.map(([n]) => n).join(', ')}, updated_at)
  select *, created_at from unnest(${COLUMNS.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')})
  as u(${COLUMNS.map(([n]) => n).join(', ')})`;

/** Items of the benchmark's owners (the data set's size as the bench sees it). */
export async function countBenchItems(client) {
  const { rows } = await client.query(
    `select count(*)::int as n from items i join users u on u.id = i.owner_id where u.email like $1`,
    [`%${BENCH_EMAIL_DOMAIN}`],
  );
  return rows[0].n;
}

async function createOwners(client, rand) {
  const { pick, district } = pickers(rand);
  const ids = [];
  for (let n = 0; n < OWNERS; n++) {
    const { rows } = await client.query(
      `insert into users (email, password_hash, name, district, verification_status, activated_at, disabled_at)
       values ($1, 'bench-no-login', $2, $3, $4, now(), $5) returning id`,
      [
        `owner-${n}${BENCH_EMAIL_DOMAIN}`,
        `${pick(FIRST)} ${pick(LAST)}`,
        district()[0],
        n % 7 === 6 ? 'unsubmitted' : 'approved',
        n < DISABLED_OWNERS ? new Date() : null,
      ],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

/** A dozen shared photos in three sizes under `${dataDir}/uploads/items/bench`. */
async function writePhotos(dataDir) {
  const folder = path.join(dataDir, 'uploads', 'items', 'bench');
  await mkdir(folder, { recursive: true });
  const sizes = { card: [480, 360], gallery: [1200, 900], zoom: [1600, 1200] };
  for (let p = 0; p < PHOTOS; p++) {
    const hue = Math.round((p * 360) / PHOTOS);
    for (const [size, [width, height]] of Object.entries(sizes)) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${hue},50%,35%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
      const webp = await sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer();
      await writeFile(path.join(folder, `photo-${String(p).padStart(2, '0')}-${size}.webp`), webp);
    }
  }
}

const photo = (size) =>
  `format('items/bench/photo-%s-${size}.webp', lpad(((i.id + p) % ${PHOTOS})::text, 2, '0'))`;

/**
 * Replaces the benchmark's owners and their items with `count` freshly generated ones, then
 * VACUUM ANALYZE. The search-words trigger is off during the load and its table filled in one go after.
 */
export async function generateCatalogue(client, { count, dataDir, seed = 2026, log }) {
  const rand = random(seed);
  await writePhotos(dataDir);
  await client.query('begin');
  await client.query(`delete from users where email like $1`, [`%${BENCH_EMAIL_DOMAIN}`]);
  const ownerIds = await createOwners(client, rand);
  await client.query('alter table items disable trigger items_collect_search_words');
  const now = Date.now();
  for (let done = 0; done < count; done += BATCH) {
    const cols = generateBatch(rand, Math.min(BATCH, count - done), ownerIds, now);
    await client.query(
      INSERT_ITEMS,
      COLUMNS.map(([name]) => cols[name]),
    );
    log(`  ${Math.min(done + BATCH, count).toLocaleString('en')} items`);
  }
  // The generation triggers are deferred to commit (migration 0008); fire them now, or the
  // ALTER TABLE below is refused with pending trigger events.
  await client.query('set constraints all immediate');
  await client.query('alter table items enable trigger items_collect_search_words');
  await client.query(
    `insert into item_images (item_id, position, card_path, gallery_path, zoom_path, width, height)
     select i.id, p, ${photo('card')}, ${photo('gallery')}, ${photo('zoom')}, 1600, 1200
     from items i join users u on u.id = i.owner_id and u.email like $1
     cross join lateral generate_series(0, i.id % 3) as p`,
    [`%${BENCH_EMAIL_DOMAIN}`],
  );
  await client.query(
    `insert into search_words (word)
     select distinct lexeme from items, unnest(to_tsvector('simple', items.title))
     where char_length(lexeme) between 3 and 40 order by lexeme
     on conflict do nothing`,
  );
  await client.query('commit');
  // As autovacuum would leave it on a live server: statistics, and a visibility map for
  // index-only scans.
  await client.query('vacuum analyze');
}
