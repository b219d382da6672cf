import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem, insertUser, PUBLIC_URL, type TestApp } from './helpers';
import { appWithRealRoutes } from './web-build';

// The head of a shared link (issue 27): what a crawler that runs no script reads of a page.

let web: TestApp;
let ids: { kayak: number; both: number; script: number; hidden: number };

const SCRIPT_TITLE = '</script><script>alert(1)</script> kayak';
const MARKUP_TEXT = 'A "quoted" <img src=x onerror=alert(2)> description & more.';

beforeAll(async () => {
  web = await appWithRealRoutes();
  const siti = await insertUser(web.db, { name: 'Siti Rahman' });
  const kayak = await insertItem(
    web.db,
    siti.id,
    {
      title: 'Perception Tribe 9.5 sit-on-top kayak',
      description: 'Stable sit-on-top kayak with a paddle and a buoyancy aid.',
      category: 'sports',
      district: 'Tutong',
      condition: 'like_new',
      price_per_day: 4500,
      rating_count: 2,
      rating_sum: 9,
    },
    [{}, {}],
  );
  const both = await insertItem(web.db, siti.id, {
    title: 'Yamaha DJ controller',
    condition: 'new',
    price_per_day: 2000,
    sale_price: 123456,
    starting_inventory: 0,
  });
  const script = await insertItem(web.db, siti.id, { title: SCRIPT_TITLE, description: MARKUP_TEXT });
  const hidden = await insertItem(web.db, siti.id, { status: 'disabled' });
  ids = { kayak: kayak.id, both: both.id, script: script.id, hidden: hidden.id };
});

afterAll(async () => {
  await web?.close();
});

const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const WHATSAPP = 'WhatsApp/2.24.6.77 A';

/** The page as a crawler gets it, read by an HTML parser (no script runs). */
async function crawled(url: string, agent = FACEBOOK) {
  const res = await web.app.inject({ method: 'GET', url, headers: { accept: '*/*', 'user-agent': agent } });
  const doc = new new Window().DOMParser().parseFromString(res.body, 'text/html');
  const meta: Record<string, string | null> = {};
  for (const el of doc.querySelectorAll('meta[property], meta[name]'))
    meta[el.getAttribute('property') ?? el.getAttribute('name')!] = el.getAttribute('content');
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (el) => JSON.parse(el.textContent) as Record<string, unknown>,
  );
  return {
    res,
    doc,
    meta,
    jsonLd,
    title: doc.title,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    descriptions: doc.querySelectorAll('meta[name="description"]').length,
  };
}

describe("an item's page, as a link-preview crawler reads it", () => {
  it('given facebookexternalhit or WhatsApp / 200 with the Open Graph and Twitter tags: title, price in B$, district, first photo, rent', async () => {
    for (const agent of [FACEBOOK, WHATSAPP]) {
      const page = await crawled(`/view-item/${ids.kayak}`, agent);
      const url = `${PUBLIC_URL}/view-item/${ids.kayak}`;
      expect(page.res.statusCode, agent).toBe(200);
      expect(page.title).toBe('Perception Tribe 9.5 sit-on-top kayak · Pinjam');
      expect(page.canonical).toBe(url);
      expect(page.meta).toMatchObject({
        'og:site_name': 'Pinjam',
        'og:type': 'product',
        'og:url': url,
        'og:title': 'Perception Tribe 9.5 sit-on-top kayak · B$45.00 a day',
        'og:description':
          'For rent in Tutong: B$45.00 a day. Stable sit-on-top kayak with a paddle and a buoyancy aid.',
        'og:image': `${PUBLIC_URL}/uploads/items/test/${ids.kayak}-0-gallery.webp`,
        'og:image:width': '1200',
        'og:image:height': '900',
        // Photos stored before preview copies were made (preview_path null): the gallery copy.
        'og:image:type': 'image/webp',
        'og:image:alt': 'Perception Tribe 9.5 sit-on-top kayak',
        'product:price:amount': '45.00',
        'product:price:currency': 'BND',
        'product:availability': 'in stock',
        'twitter:card': 'summary_large_image',
        'twitter:title': 'Perception Tribe 9.5 sit-on-top kayak · B$45.00 a day',
        'twitter:image': `${PUBLIC_URL}/uploads/items/test/${ids.kayak}-0-gallery.webp`,
        'twitter:label1': 'Price',
        'twitter:data1': 'B$45.00 a day',
        'twitter:label2': 'District',
        'twitter:data2': 'Tutong',
      });
      // One description, the item's (index.html's own is replaced, not repeated).
      expect(page.descriptions).toBe(1);
      expect(page.meta.description).toBe(page.meta['og:description']);
    }
  });

  it('carries schema.org Product JSON-LD: an Offer in BND with its price and availability, and the rating', async () => {
    const { jsonLd } = await crawled(`/view-item/${ids.kayak}`);
    expect(jsonLd).toHaveLength(1);
    const product = jsonLd[0]!;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Perception Tribe 9.5 sit-on-top kayak',
      url: `${PUBLIC_URL}/view-item/${ids.kayak}`,
      sku: String(ids.kayak),
      itemCondition: 'https://schema.org/UsedCondition',
      image: [0, 1].map((n) => `${PUBLIC_URL}/uploads/items/test/${ids.kayak}-${n}-gallery.webp`),
      offers: {
        '@type': 'Offer',
        price: '45.00',
        priceCurrency: 'BND',
        availability: 'https://schema.org/InStock',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: '45.00', unitCode: 'DAY' },
        areaServed: { name: 'Tutong' },
        seller: { '@type': 'Person', name: 'Siti Rahman' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 2, bestRating: 5 },
    });
    // schema.org's Product: a name, and an offer or a rating; a price as digits and a dot.
    expect(typeof product.name).toBe('string');
    expect(String((product.offers as { price: string }).price)).toMatch(/^\d+\.\d{2}$/);
  });

  it('given an item to rent or buy, with no photo, rating or unit left / two offers, no image, out of stock', async () => {
    const page = await crawled(`/view-item/${ids.both}`, WHATSAPP);
    expect(page.meta['og:title']).toBe('Yamaha DJ controller · B$20.00 a day or B$1,234.56 to buy');
    expect(page.meta['og:description']).toMatch(/^To rent or buy in Brunei-Muara: /);
    expect(page.meta['og:image']).toBeUndefined();
    expect(page.meta['twitter:card']).toBe('summary');
    expect(page.meta['product:availability']).toBe('out of stock');
    const product = page.jsonLd[0]!;
    expect(product.itemCondition).toBe('https://schema.org/NewCondition');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product.offers).toMatchObject([
      { '@type': 'Offer', price: '20.00', availability: 'https://schema.org/OutOfStock' },
      {
        '@type': 'Offer',
        price: '1234.56',
        priceCurrency: 'BND',
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      },
    ]);
  });

  it("given a title with </script><script> and a description with markup / they stay the item's words, and no script or element is added", async () => {
    const page = await crawled(`/view-item/${ids.script}`);
    const plain = await crawled(`/view-item/${ids.kayak}`);
    expect(page.res.body).not.toContain('</script><script>alert(1)');
    expect(page.res.body).not.toContain('<img src=x');
    expect(page.doc.querySelectorAll('script').length).toBe(plain.doc.querySelectorAll('script').length);
    expect(page.doc.querySelectorAll('img')).toHaveLength(0);
    expect(page.jsonLd[0]).toMatchObject({ name: SCRIPT_TITLE, description: MARKUP_TEXT });
    expect(page.meta['og:title']).toBe(`${SCRIPT_TITLE} · B$45.00 a day`);
    expect(page.meta['og:description']).toContain(MARKUP_TEXT);
    expect(page.title).toBe(`${SCRIPT_TITLE} · Pinjam`);
  });

  it('given an item the public may not see, or a path the app does not have / the 404 page, with no preview', async () => {
    for (const url of [`/view-item/${ids.hidden}`, '/view-item/999999', '/no/such/page']) {
      const page = await crawled(url);
      expect(page.res.statusCode, url).toBe(404);
      expect(page.title, url).toBe('Page not found · Pinjam');
      expect(page.canonical, url).toBeNull();
      expect(page.meta['og:title'], url).toBeUndefined();
      expect(page.jsonLd, url).toEqual([]);
    }
  });
});

describe('the search page and the information pages, as a crawler reads them', () => {
  it('given a search / its own title, sentence and canonical address (its words and category, not its order or page)', async () => {
    const page = await crawled('/search?q=kayak&sort=price_asc&page=2&district=Tutong');
    expect(page.res.statusCode).toBe(200);
    expect(page.title).toBe('Search: kayak · Pinjam');
    expect(page.canonical).toBe(`${PUBLIC_URL}/search?q=kayak`);
    expect(page.meta).toMatchObject({
      'og:type': 'website',
      'og:url': `${PUBLIC_URL}/search?q=kayak`,
      'og:title': 'Search: kayak · Pinjam',
      'twitter:card': 'summary',
    });
    expect(page.meta['og:description']).toContain('“kayak”');
    expect(page.meta.description).toBe(page.meta['og:description']);
    const category = await crawled('/search?category=drones&category=nonsense');
    expect(category.title).toBe('Drones · Pinjam');
    expect(category.canonical).toBe(`${PUBLIC_URL}/search?category=drones`);
    const browse = await crawled('/search');
    expect(browse.title).toBe('Browse items · Pinjam');
    expect(browse.canonical).toBe(`${PUBLIC_URL}/search`);
    expect(browse.meta['og:description']).toMatch(/^Browse items to rent or buy/);
  });

  it('given an information page or the home page / its own title, sentence, canonical address and Open Graph tags', async () => {
    for (const [url, title, words] of [
      ['/about-us', 'About us · Pinjam', /^Who runs Pinjam/],
      ['/faq/', 'FAQ · Pinjam', /^Answers to what people ask/],
      ['/', 'Rent, buy and sell in Brunei · Pinjam', /^Rent, buy and sell cameras/],
    ] as const) {
      const page = await crawled(url, WHATSAPP);
      const canonical = `${PUBLIC_URL}${url.replace(/(.)\/$/, '$1')}`;
      expect(page.res.statusCode, url).toBe(200);
      expect(page.title, url).toBe(title);
      expect(page.canonical, url).toBe(canonical);
      expect(page.meta, url).toMatchObject({ 'og:url': canonical, 'og:title': title, 'og:type': 'website' });
      expect(page.meta['og:description'], url).toMatch(words);
      expect(page.meta.description, url).toMatch(words);
      expect(page.descriptions, url).toBe(1);
    }
  });
});
