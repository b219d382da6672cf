import { like } from 'drizzle-orm';
import sharp, { type SharpOptions } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/platform/db/schema';
import { bearer, insertUser, login, multipart, useTestApp } from './helpers';

// Issue 24, item 12 (decision 0014, "Sized by measure"): 24 people uploading a 4 MB avatar in
// the same moment were answered 14 × 503 by a queue of 8. With the queue sized from the bench
// (IMAGE_QUEUE_SIZE 48 by default), they all wait their turn and are saved; past the queue,
// every refusal carries Retry-After (the client then waits and sends again by itself:
// packages/api/src/client-retry.test.ts).

// The server's own default queue (the other tests pin 8 to make it full with few requests).
const t = useTestApp({ imageQueueSize: undefined });
let photo: Buffer;
let tokens: string[];

beforeAll(async () => {
  // A phone photo's weight: 2,400 × 1,800 pixels of fine grain, about 4 MB as a JPEG.
  const grain = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  photo = await sharp({
    create: { width: 2400, height: 1800, channels: 3, noise: grain },
  } as SharpOptions)
    .jpeg({ quality: 96 })
    .toBuffer();
  const people = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      insertUser(t.db, { name: `Burst ${i}`, email: `burst-${i}@pinjam.bn` }),
    ),
  );
  tokens = await Promise.all(people.map((p) => login(t.app, p.email)));
}, 60_000);

async function postAvatar(token: string) {
  const form = await multipart({}, { image: { data: photo, filename: 'me.jpg', type: 'image/jpeg' } });
  return t.app.inject({
    method: 'POST',
    url: '/api/user/post-avatar/',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

describe('24 people uploading a 4 MB avatar at once', () => {
  it('given the default queue / every upload waits its turn and is saved: 24 × 200, no 503', async () => {
    expect(photo.length).toBeGreaterThan(3_500_000);
    expect(t.app.imagePool.queue).toBeGreaterThanOrEqual(24);
    const answers = await Promise.all(tokens.map(postAvatar));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(24).fill(200));
    const saved = await t.db
      .select({ avatar: users.avatar_path })
      .from(users)
      .where(like(users.email, 'burst-%'));
    expect(saved.filter((u) => u.avatar?.includes('/avatars/'))).toHaveLength(24);
  }, 120_000);

  it('given a queue smaller than the crowd / each refusal is a 503 with Retry-After', async () => {
    const pool = t.app.imagePool as unknown as { queue: number };
    const queue = pool.queue;
    pool.queue = 2;
    try {
      const answers = await Promise.all(tokens.slice(0, 12).map(postAvatar));
      const refused = answers.filter((a) => a.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(answer.json().message).toMatch(/busy processing photos/);
      }
      expect(answers.filter((a) => a.statusCode === 200).length + refused.length).toBe(12);
    } finally {
      pool.queue = queue;
    }
  }, 120_000);
});
