import { ITEM_LIMITS } from '@pinjam/api/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { items } from '../src/platform/db/schema';
import {
  bearer,
  insertUser,
  itemFiles,
  jpegWithExif,
  login,
  multipartFiles,
  pngImage,
  useTestApp,
  type FileInput,
} from './helpers';

const t = useTestApp();
let verified: string;
let unverified: string;

beforeAll(async () => {
  const a = await insertUser(t.db, { name: 'Siti Rahman', verification_status: 'approved' });
  const b = await insertUser(t.db, { name: 'Nurul Aini', verification_status: 'unsubmitted' });
  verified = await login(t.app, a.email);
  unverified = await login(t.app, b.email);
});

const form = (overrides: Record<string, string | undefined> = {}) => {
  const fields: Record<string, string | undefined> = {
    title: 'DJI Mini 4 Pro drone',
    description: 'Fly More combo: three batteries, charging hub and a carry bag. Pickup in Gadong.',
    category: 'drones',
    district: 'Brunei-Muara',
    condition: 'like_new',
    price_per_day: '4500',
    price_per_week: '25000',
    deposit: '30000',
    min_days: '1',
    max_days: '14',
    starting_inventory: '1',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
};

async function create(
  token: string,
  fields: Record<string, string>,
  files: Array<[string, FileInput]> | null = null,
) {
  const list = files ?? [
    ['images', { data: await jpegWithExif(), filename: 'drone.jpg', type: 'image/jpeg' }],
  ];
  const body = await multipartFiles(fields, list);
  return t.app.inject({
    method: 'POST',
    url: '/api/items/create',
    ...body,
    headers: { ...body.headers, ...bearer(token) },
  });
}

async function itemCount() {
  const [row] = (await t.db.execute(sql`select count(*)::int as n from ${items}`)).rows as [{ n: number }];
  return row.n;
}

/** Runs `act` and checks that it left no item row and no image file behind. */
async function expectNothingStored(act: () => Promise<void>) {
  const before = { rows: await itemCount(), files: await itemFiles(t.config.dataDir) };
  await act();
  expect(await itemCount()).toBe(before.rows);
  expect(await itemFiles(t.config.dataDir)).toEqual(before.files);
}

describe('POST /api/items/create', () => {
  it('lists an item for rent with its images in three WebP sizes, metadata stripped', async () => {
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#1fa2a6' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Photographer' } })
      .toBuffer();
    const res = await create(verified, form(), [
      ['images', { data: big, filename: 'front.jpg' }],
      ['images', { data: await pngImage(), filename: 'side.png' }],
    ]);
    expect(res.statusCode).toBe(201);
    const { item, message } = res.json();
    expect(message).toBe('Your item is listed.');
    expect(item).toMatchObject({
      title: 'DJI Mini 4 Pro drone',
      category: 'drones',
      category_name: 'Drones',
      district: 'Brunei-Muara',
      condition: 'like_new',
      for_rent: true,
      for_sale: false,
      price_per_day: 4500,
      price_per_week: 25000,
      deposit: 30000,
      min_days: 1,
      max_days: 14,
      sale_price: null,
      starting_inventory: 1,
      status: 'active',
      owner: { name: 'Siti Rahman', verified: true, rating: { average: 0, count: 0 } },
    });
    expect(item.images.map((i: { position: number }) => i.position)).toEqual([0, 1]);
    expect(item.cover).toEqual(item.images[0]);

    const widths = { card: 480, gallery: 1200, zoom: 2000 } as const;
    for (const size of ['card', 'gallery', 'zoom'] as const) {
      const url: string = item.images[0][size];
      expect(url).toMatch(/^\/uploads\/items\/[0-9a-f]{2}\/[0-9a-f-]{36}-\w+\.webp$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width).toBe(widths[size]);
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes('Secret Photographer')).toBe(false);
    }
    expect([item.images[0].width, item.images[0].height]).toEqual([2000, 1333]);
    // A small picture is never enlarged.
    const small = await sharp(
      (await t.app.inject({ method: 'GET', url: item.images[1].zoom })).rawPayload,
    ).metadata();
    expect([small.width, small.height]).toEqual([320, 240]);

    const page = await t.app.inject({ method: 'GET', url: `/api/items/get-item/${item.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().item).toEqual(item);
  });

  it('lets an unverified account list for sale only', async () => {
    const res = await create(
      unverified,
      form({
        price_per_day: undefined,
        price_per_week: undefined,
        deposit: undefined,
        max_days: undefined,
        sale_price: '120000',
        starting_inventory: '3',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().item).toMatchObject({
      for_rent: false,
      for_sale: true,
      sale_price: 120000,
      starting_inventory: 3,
      price_per_day: null,
    });
  });

  it('refuses an unverified account listing for rent with 403 verification_required, storing nothing', async () => {
    await expectNothingStored(async () => {
      const res = await create(unverified, form());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Verify your identity to offer items for rent. You can still list items for sale.',
        code: 'verification_required',
      });
    });
  });

  it('takes the district spelled Temborong, a category by name, and images[] as the file field', async () => {
    const res = await create(verified, form({ district: 'Temborong', category: 'Film & Photography' }), [
      ['images[]', { data: await pngImage(), filename: 'a.png' }],
      ['images[]', { data: await pngImage(200, 200, '#123456'), filename: 'b.png' }],
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().item).toMatchObject({
      district: 'Temburong',
      category: 'film-photography',
      category_name: 'Film & Photography',
    });
    expect(res.json().item.images).toHaveLength(2);
  });

  it('needs a token', async () => {
    const body = await multipartFiles(form(), []);
    const res = await t.app.inject({ method: 'POST', url: '/api/items/create', ...body });
    expect(res.statusCode).toBe(401);
  });

  describe('bad input: 422 with a message per field, and nothing stored', () => {
    const cases: Array<[string, Record<string, string | undefined>, string, string]> = [
      ['a negative price', { price_per_day: '-500' }, 'price_per_day', 'Must be more than zero'],
      ['a fractional price', { price_per_day: '45.50' }, 'price_per_day', 'Use whole cents: no fractions'],
      [
        'a price that is not a number',
        { sale_price: 'B$20' },
        'sale_price',
        'Enter an amount in cents, e.g. 2500 for B$25.00',
      ],
      ['a zero sale price', { sale_price: '0' }, 'sale_price', 'Must be more than zero'],
      ['a negative deposit', { deposit: '-1' }, 'deposit', 'Cannot be negative'],
      ['an unknown category', { category: 'weapons' }, 'category', 'Choose one of the categories'],
      ['an unknown district', { district: 'Kuala Lumpur' }, 'district', 'Choose one of the four districts'],
      ['an unknown condition', { condition: 'broken' }, 'condition', 'Choose new, like new, good or fair'],
      ['stock 0', { starting_inventory: '0' }, 'starting_inventory', 'Must be at least 1'],
      ['stock 100', { starting_inventory: '100' }, 'starting_inventory', 'Must be at most 99'],
      ['stock 1.5', { starting_inventory: '1.5' }, 'starting_inventory', 'Enter a whole number of units'],
      ['a two-letter title', { title: 'TV' }, 'title', 'Use at least 3 characters'],
      ['a 121-character title', { title: 'x'.repeat(121) }, 'title', 'Use at most 120 characters'],
      ['no title', { title: undefined }, 'title', 'Enter a title'],
      [
        'a 5,001-character description',
        { description: 'y'.repeat(5001) },
        'description',
        'Use at most 5000 characters',
      ],
      [
        'max days below min days',
        { min_days: '5', max_days: '2' },
        'max_days',
        'Must be at least the minimum days',
      ],
      [
        'neither a rent nor a sale price',
        { price_per_day: undefined, price_per_week: undefined, deposit: undefined, max_days: undefined },
        'sale_price',
        'Set a price per day, a sale price, or both',
      ],
      [
        'a weekly price without a daily one',
        { price_per_day: undefined, deposit: undefined, max_days: undefined, sale_price: '5000' },
        'price_per_week',
        'Only for items for rent: set a price per day',
      ],
    ];
    it.each(cases)('%s', async (_name, overrides, field, message) => {
      await expectNothingStored(async () => {
        const res = await create(verified, form(overrides));
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe('Please correct the highlighted fields.');
        expect(res.json().errors[field]).toContain(message);
      });
    });

    it('names every bad field at once', async () => {
      const res = await create(
        verified,
        form({ title: '', category: 'nope', starting_inventory: '100' }),
        [],
      );
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual([
        'category',
        'images',
        'starting_inventory',
        'title',
      ]);
      expect(res.json().errors.images).toEqual(['Add at least one image.']);
    });

    it('a text file named like an image', async () => {
      await expectNothingStored(async () => {
        const res = await create(verified, form(), [
          ['images', { data: await pngImage(), filename: 'good.png' }],
          ['images', { data: Buffer.from('I am not a picture'), filename: 'fake.jpg', type: 'image/jpeg' }],
        ]);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({
          images: ['Image 2 (fake.jpg) must be a JPEG, PNG, WebP or AVIF image.'],
        });
      });
    });

    it('an image format we do not take (GIF)', async () => {
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      await expectNothingStored(async () => {
        const res = await create(verified, form(), [['images', { data: gif, filename: 'anim.gif' }]]);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.images[0]).toMatch(/must be a JPEG, PNG, WebP or AVIF image/);
      });
    });

    it('a corrupt image whose header looks fine (a JPEG cut in half), after good ones', async () => {
      const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer();
      await expectNothingStored(async () => {
        const res = await create(verified, form(), [
          ['images', { data: await pngImage(), filename: 'one.png' }],
          ['images', { data: await pngImage(), filename: 'two.png' }],
          ['images', { data: jpeg.subarray(0, jpeg.length / 2), filename: 'cut.jpg' }],
        ]);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({
          images: ['Image 3 (cut.jpg) is damaged or could not be read as an image.'],
        });
      });
    });

    it('nine images (one more than eight)', async () => {
      const png = await pngImage(64, 64);
      await expectNothingStored(async () => {
        const files = Array.from(
          { length: 9 },
          (_, i) => ['images', { data: png, filename: `${i}.png` }] as [string, FileInput],
        );
        const res = await create(verified, form(), files);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ images: ['Attach at most 8 files.'] });
      });
    });

    it('an image of 10 MB + 1 byte: 413', async () => {
      await expectNothingStored(async () => {
        const res = await create(verified, form(), [
          ['images', { data: await pngImage(), filename: 'ok.png' }],
          ['images', { data: Buffer.alloc(ITEM_LIMITS.imageMaxBytes + 1, 1), filename: 'huge.jpg' }],
        ]);
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({
          message: 'Each image must be at most 10 MB.',
          errors: { images: ['Each image must be at most 10 MB.'] },
        });
      });
    });

    it('accepts an image of exactly 10 MB', async () => {
      const image = await jpegWithExif(64, 64);
      const padded = Buffer.concat([image, Buffer.alloc(ITEM_LIMITS.imageMaxBytes - image.length)]);
      const res = await create(verified, form(), [['images', { data: padded, filename: 'exact.jpg' }]]);
      expect(res.statusCode).toBe(201);
    });
  });

  describe('all or nothing', () => {
    it('removes the files already written when storage fails part-way', async () => {
      const put = t.app.storage.put.bind(t.app.storage);
      let writes = 0;
      t.app.storage.put = async (key, data, type) => {
        if (++writes === 4) throw new Error('disk full');
        return put(key, data, type);
      };
      try {
        await expectNothingStored(async () => {
          const res = await create(verified, form(), [
            ['images', { data: await pngImage(), filename: 'a.png' }],
            ['images', { data: await pngImage(), filename: 'b.png' }],
          ]);
          expect(res.statusCode).toBe(500);
        });
      } finally {
        t.app.storage.put = put;
      }
    });

    it('removes the written files when the database refuses the rows', async () => {
      await t.db.execute(sql`
        create function fail_image_insert() returns trigger language plpgsql as
        $$ begin raise exception 'simulated failure'; end $$;
        create trigger fail_image_insert before insert on item_images
        for each row execute function fail_image_insert();`);
      try {
        await expectNothingStored(async () => {
          const res = await create(verified, form());
          expect(res.statusCode).toBe(500);
        });
      } finally {
        await t.db.execute(
          sql`drop trigger fail_image_insert on item_images; drop function fail_image_insert();`,
        );
      }
    });
  });
});
