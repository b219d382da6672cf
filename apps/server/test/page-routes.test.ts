import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem, insertUser, type TestApp } from './helpers';
import { appWithRealRoutes } from './web-build';

let web: TestApp;
let ids: { active: number; disabled: number; deleted: number; ofDisabledOwner: number; marked: number };
let people: { active: number; disabled: number; inactive: number };

beforeAll(async () => {
  web = await appWithRealRoutes();
  const db = web.db;
  const siti = await insertUser(db, { name: 'Siti Rahman' });
  const gone = await insertUser(db, { name: 'Disabled Dayang', disabled_at: new Date() });
  const waiting = await insertUser(db, { name: 'Not Activated', activated: false });
  people = { active: siti.id, disabled: gone.id, inactive: waiting.id };
  ids = {
    active: (await insertItem(db, siti.id, { title: 'Perception Tribe 9.5 sit-on-top kayak' })).id,
    disabled: (await insertItem(db, siti.id, { status: 'disabled' })).id,
    deleted: (await insertItem(db, siti.id, { status: 'deleted', deleted_at: new Date() })).id,
    ofDisabledOwner: (await insertItem(db, gone.id)).id,
    // Members' words are text: markup stays text, and '$&' is no replacement pattern.
    marked: (await insertItem(db, siti.id, { title: "Lamp <b>bright</b> & $& $' cheap" })).id,
  };
});

afterAll(async () => {
  await web?.close();
});

const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
  web.app.inject({ method: 'GET', url, headers: { accept } });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("a browser asking for a page of the web app's route table", () => {
  it('given one of its routes / it answers index.html with 200, titled after the route', async () => {
    for (const [url, title] of [
      ['/login', 'Log in · Pinjam'],
      ['/search?q=camera', 'Search: camera · Pinjam'],
      ['/search?sort=newest', 'Browse items · Pinjam'],
      ['/password-reset/request/abc', 'Choose a new password · Pinjam'],
      ['/admin/users/user/3', 'User · Pinjam'],
      ['/about-us', 'About us · Pinjam'],
      ['/', 'Rent, buy and sell in Brunei · Pinjam'],
    ]) {
      const res = await page(url!);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(titleOf(res.body), url).toBe(title);
    }
  });

  it('given a path the app does not have / it answers index.html with 404, titled Page not found', async () => {
    for (const url of ['/no/such/page', '/view-item', '/admin', '/about-us/more?x=1']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
      expect(titleOf(res.body), url).toBe('Page not found · Pinjam');
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('given an item the public may see / it answers 200, titled after the item', async () => {
    const res = await page(`/view-item/${ids.active}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Perception Tribe 9.5 sit-on-top kayak · Pinjam');
  });

  it('given an item that is disabled, deleted, of a disabled owner, unknown or not an id / it answers 404', async () => {
    for (const url of [
      `/view-item/${ids.disabled}`,
      `/view-item/${ids.deleted}`,
      `/view-item/${ids.ofDisabledOwner}`,
      '/view-item/999999',
      '/view-item/abc',
      '/view-item/99999999999999999999',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(titleOf(res.body), url).toBe('Page not found · Pinjam');
    }
  });

  it("given an item's title with markup and replacement patterns / the title holds it as text", async () => {
    const res = await page(`/view-item/${ids.marked}`);
    expect(titleOf(res.body)).toBe('Lamp &lt;b&gt;bright&lt;/b&gt; &amp; $&amp; $&#39; cheap · Pinjam');
  });

  it("given a member's profile / it answers 200 titled with their name, and 404 for a disabled or inactive account", async () => {
    const res = await page(`/profile/${people.active}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Siti Rahman · Pinjam');
    for (const id of [people.disabled, people.inactive, 999999]) {
      const missing = await page(`/profile/${id}`);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.body).not.toContain('Dayang');
    }
  });

  it('given a request that is not for a page / the JSON 404s stay', async () => {
    const json = await page('/no/such/page', 'application/json');
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ message: 'Not found.' });
    expect((await page('/api/nothing')).statusCode).toBe(404);
  });
});

// What curl and the link-preview crawlers send: no type named, only the wildcard.
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const WHATSAPP = 'WhatsApp/2.24.6.77 A';
const crawl = (url: string, agent: string, accept: string | undefined = '*/*') =>
  web.app.inject({ method: 'GET', url, headers: { 'user-agent': agent, ...(accept && { accept }) } });

describe('a client that names no type (curl, and the crawlers that draw link previews)', () => {
  it('given the search page or an item / it answers the page with 200, as a browser gets it', async () => {
    for (const agent of [FACEBOOK, WHATSAPP, 'curl/8.5.0']) {
      for (const url of ['/search?q=kayak', `/view-item/${ids.active}`]) {
        const res = await crawl(url, agent);
        expect(res.statusCode, `${agent} ${url}`).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.body, url).toContain('<div id="root">');
      }
    }
    const bare = await crawl(`/view-item/${ids.active}`, 'curl/8.5.0', undefined);
    expect(titleOf(bare.body)).toBe('Perception Tribe 9.5 sit-on-top kayak · Pinjam');
  });

  it('given a path the app does not have, or an item the public may not see / the 404 page', async () => {
    for (const url of ['/no/such/page', `/view-item/${ids.disabled}`]) {
      const res = await crawl(url, FACEBOOK);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(titleOf(res.body), url).toBe('Page not found · Pinjam');
    }
  });

  it('given an API path, a missing file, or a client that names JSON / the JSON 404s stay', async () => {
    expect((await crawl('/api/nothing', FACEBOOK)).json()).toEqual({
      message: 'There is no GET /api/nothing endpoint.',
    });
    for (const [url, accept] of [
      ['/assets/gone-1a2b.js', '*/*'],
      ['/uploads/items/gone.webp', '*/*'],
      ['/search', 'application/json, */*;q=0.1'],
    ] as const) {
      const res = await crawl(url, 'curl/8.5.0', accept);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found.' });
    }
  });
});
