import { HttpResponse } from 'msw';
import {
  categorySlugs,
  contract,
  errorCodes,
  PASSWORD_UPDATED,
  searchQuery,
  type CategorySlug,
  type Item,
  type SearchResult,
} from '../contract';
import { mockEndpoint, mockError, mockPending } from './endpoint';
import {
  activeDemoItems,
  advertImages,
  bannerImages,
  demoItems,
  mailbox,
  profiles,
  sessionFor,
  systemDetails,
  toItemCard,
  users,
} from './fixtures';

const { auth, password, account, helpers, dev, items, profiles: profileApi } = contract;

/**
 * Named scenarios per resource (conventions: `default`, `empty`, `error`, `slow`…). A story picks
 * one group: `parameters: { msw: { handlers: { auth: authHandlers.loginFails } } }`.
 */
export const authHandlers = {
  default: [
    mockEndpoint(auth.login, async ({ request }) => {
      const body = (await request.json()) as { email?: string };
      const user = Object.values(users).find((u) => u.email === body.email);
      if (!user)
        return HttpResponse.json(
          {
            message: 'These credentials do not match our records.',
            errors: { email: ['These credentials do not match our records.'] },
          },
          { status: 422 },
        );
      return HttpResponse.json(sessionFor(user));
    }),
    mockEndpoint(auth.signup, () => HttpResponse.json({ message: 'Check your email' }, { status: 201 })),
    mockEndpoint(auth.logout, () => ({ message: 'Logged out' })),
    mockEndpoint(auth.refresh, () => sessionFor(users.siti)),
    mockEndpoint(auth.resendActivation, () => ({
      message: 'If that account needs activating, a new link is on its way.',
    })),
    mockEndpoint(account.get, () => ({ user: users.siti })),
  ],
  loginFails: [
    mockError(auth.login, 422, {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    }),
  ],
  loginInactive: [
    mockError(auth.login, 403, {
      message: 'Please activate your account first: check your email for the link, or send a new one.',
      code: 'account_inactive',
    }),
  ],
  tooManyAttempts: [mockError(auth.login, 429, { message: 'Too many attempts. Try again in 15 minutes.' })],
  signupInvalid: [
    mockError(auth.signup, 422, {
      message: 'Please correct the highlighted fields.',
      errors: {
        email: ['This email is already registered.'],
        password: ['Use at least 8 characters'],
        password_confirmation: ['The passwords do not match'],
      },
    }),
  ],
  slow: [mockPending(auth.login), mockPending(auth.signup)],
};

export const passwordHandlers = {
  default: [
    mockEndpoint(password.create, () => ({
      message: 'If that email has an account, a reset link is on its way.',
    })),
    mockEndpoint(password.find, ({ params }) =>
      HttpResponse.json({ email: 'siti@pinjam.bn', token: String(params.token) }),
    ),
    mockEndpoint(password.reset, () => ({ message: PASSWORD_UPDATED })),
  ],
  invalidToken: [mockError(password.find, 404, { message: 'This reset link is invalid or has expired.' })],
  resetInvalid: [
    mockError(password.reset, 422, {
      message: 'Please correct the highlighted fields.',
      errors: { password: ['Use at least 8 characters'] },
    }),
  ],
};

export const helpersHandlers = {
  default: [mockEndpoint(helpers.systemDetails, () => ({ details: systemDetails }))],
  empty: [mockEndpoint(helpers.systemDetails, () => ({ details: null }))],
  error: [
    mockError(helpers.systemDetails, 500, { message: 'Something went wrong on our side. Please try again.' }),
  ],
};

/**
 * The home page's banners and adverts (GET /api/helpers/active-advert-images/). Its own group,
 * so a story can empty the adverts without touching the footer's system details.
 */
export const advertImagesHandlers = {
  default: [mockEndpoint(helpers.activeAdvertImages, () => ({ bannerImages, advertImages }))],
  /** No banners and no adverts: the home page hides the carousel and the slots. */
  empty: [mockEndpoint(helpers.activeAdvertImages, () => ({ bannerImages: [], advertImages: [] }))],
  /** One banner (nothing to rotate) and only the left advert. */
  single: [
    mockEndpoint(helpers.activeAdvertImages, () => ({
      bannerImages: bannerImages.slice(0, 1),
      advertImages: advertImages.filter((a) => a.position === 1),
    })),
  ],
  error: [
    mockError(helpers.activeAdvertImages, 500, {
      message: 'Something went wrong on our side. Please try again.',
    }),
  ],
  slow: [mockPending(helpers.activeAdvertImages)],
};

// ─── Items ───────────────────────────────────────────────────────────────────────────────────

const SERVER_ERROR = { message: 'Something went wrong on our side. Please try again.' };
const ITEM_NOT_FOUND = { message: 'This item does not exist or is no longer available.' };
const INVALID = 'Please correct the highlighted fields.';

const itemById = (id: unknown) => demoItems.find((i) => i.id === Number(id));
/** The signed-in user of the mocks (Siti) sees her own items, active and disabled. */
const ownItems = () => demoItems.filter((i) => i.owner.id === users.siti.id);
const ownItem = (id: unknown) => ownItems().find((i) => i.id === Number(id));
const notFound = () => HttpResponse.json(ITEM_NOT_FOUND, { status: 404 });
const withStatus = (item: Item, status: Item['status']): Item => ({ ...item, status });

/**
 * Items (seed "Items" calls plus create and edit). `default` behaves like the server for the
 * fixtures: unknown or inactive ids 404, the owner's actions answer the changed item (nothing is
 * remembered between calls).
 */
export const itemsHandlers = {
  default: [
    mockEndpoint(items.get, ({ params }) => {
      const item = itemById(params.id);
      return item && item.status === 'active' ? HttpResponse.json({ item }) : notFound();
    }),
    mockEndpoint(items.userItems, () => ({
      user: { id: users.siti.id, name: users.siti.name, items: ownItems() },
    })),
    mockEndpoint(items.userItem, ({ params }) => {
      const item = ownItem(params.id);
      return item ? HttpResponse.json({ item }) : notFound();
    }),
    mockEndpoint(items.enable, ({ params }) => {
      const item = ownItem(params.id);
      if (!item) return notFound();
      return HttpResponse.json({ message: 'Your item is listed again.', item: withStatus(item, 'active') });
    }),
    mockEndpoint(items.disable, ({ params }) => {
      const item = ownItem(params.id);
      if (!item) return notFound();
      return HttpResponse.json({
        message: 'Your item is hidden from search until you enable it.',
        item: withStatus(item, 'disabled'),
      });
    }),
    mockEndpoint(items.delete, ({ params }) =>
      ownItem(params.id) ? HttpResponse.json({ message: 'Your item has been deleted.' }) : notFound(),
    ),
    mockEndpoint(items.updateStock, async ({ request }) => {
      const body = (await request.json()) as { id?: number; starting_inventory?: number };
      const item = ownItem(body.id);
      if (!item) return notFound();
      const stock = Number(body.starting_inventory);
      if (!Number.isInteger(stock) || stock < 1 || stock > 99)
        return HttpResponse.json(
          { message: INVALID, errors: { starting_inventory: ['Must be at most 99'] } },
          { status: 422 },
        );
      return HttpResponse.json({ message: 'Stock updated.', item: { ...item, starting_inventory: stock } });
    }),
    mockEndpoint(items.create, () =>
      HttpResponse.json({ message: 'Your item is listed.', item: demoItems[0]! }, { status: 201 }),
    ),
    mockEndpoint(items.update, ({ params }) => {
      const item = ownItem(params.id);
      return item ? HttpResponse.json({ message: 'Your changes are saved.', item }) : notFound();
    }),
  ],
  /** A user with no listings yet. */
  empty: [
    mockEndpoint(items.userItems, () => ({ user: { id: users.siti.id, name: users.siti.name, items: [] } })),
  ],
  notFound: [mockError(items.get, 404, ITEM_NOT_FOUND), mockError(items.userItem, 404, ITEM_NOT_FOUND)],
  /** Listing or enabling an item for rent without a verified identity. */
  verificationRequired: [
    mockError(items.create, 403, {
      message: 'Verify your identity to offer items for rent. You can still list items for sale.',
      code: errorCodes.verificationRequired,
    }),
    mockError(items.enable, 403, {
      message: 'Verify your identity to offer items for rent. You can still list items for sale.',
      code: errorCodes.verificationRequired,
    }),
  ],
  createInvalid: [
    mockError(items.create, 422, {
      message: INVALID,
      errors: {
        title: ['Use at least 3 characters'],
        price_per_day: ['Use whole cents: no fractions'],
        starting_inventory: ['Must be at most 99'],
        images: ['Image 2 (scan.pdf) must be a JPEG, PNG, WebP or AVIF image.'],
      },
    }),
  ],
  imageTooLarge: [
    mockError(items.create, 413, {
      message: 'Each image must be at most 10 MB.',
      errors: { images: ['Each image must be at most 10 MB.'] },
    }),
  ],
  error: [
    mockError(items.get, 500, SERVER_ERROR),
    mockError(items.userItems, 500, SERVER_ERROR),
    mockError(items.userItem, 500, SERVER_ERROR),
    mockError(items.create, 500, SERVER_ERROR),
    mockError(items.update, 500, SERVER_ERROR),
  ],
  /** The owner's actions refused (the list itself loads): each refusal belongs to its row. */
  actionsFail: [
    mockError(items.enable, 403, {
      message: 'Verify your identity to offer items for rent. You can still list items for sale.',
      code: errorCodes.verificationRequired,
    }),
    mockError(items.disable, 500, SERVER_ERROR),
    mockError(items.delete, 500, SERVER_ERROR),
    mockError(items.updateStock, 422, {
      message: INVALID,
      errors: { starting_inventory: ['Must be at most 99'] },
    }),
  ],
  slow: [
    mockPending(items.get),
    mockPending(items.userItems),
    mockPending(items.userItem),
    mockPending(items.create),
    mockPending(items.update),
  ],
};

// ─── Search ──────────────────────────────────────────────────────────────────────────────────

const zeroCounts = () => Object.fromEntries(categorySlugs.map((c) => [c, 0])) as Record<CategorySlug, number>;

/**
 * The server's search over the fixtures, simplified: every word must appear in the title or
 * description (no typo tolerance), same filters, sorts, pages and counts. Bad parameters get
 * the contract's own 422.
 */
function searchFixtures(url: URL): Response {
  const parsed = searchQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (errors[issue.path.join('.') || 'query'] ??= []).push(issue.message);
    return HttpResponse.json({ message: INVALID, errors }, { status: 422 });
  }
  const q = parsed.data;
  const words = (q.q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const price = (i: Item) =>
    q.type === 'buy' ? i.sale_price : q.type === 'rent' ? i.price_per_day : (i.price_per_day ?? i.sale_price);
  const matches = activeDemoItems.filter((i) => {
    const text = `${i.title} ${i.description}`.toLowerCase();
    if (!words.every((w) => text.includes(w))) return false;
    if (q.district && i.district !== q.district) return false;
    if ((q.type === 'rent' || q.date) && !i.for_rent) return false;
    if (q.type === 'buy' && (!i.for_sale || i.starting_inventory < 1)) return false;
    const p = price(i);
    if (q.min_price !== undefined && (p === null || p < q.min_price)) return false;
    if (q.max_price !== undefined && (p === null || p > q.max_price)) return false;
    return true;
  });
  const counts = zeroCounts();
  for (const i of matches) counts[i.category] += 1;
  const inCategory = q.category ? matches.filter((i) => i.category === q.category) : matches;
  const sorted = [...inCategory].sort((a, b) => {
    if (q.sort === 'price_asc') return (price(a) ?? Infinity) - (price(b) ?? Infinity);
    if (q.sort === 'price_desc') return (price(b) ?? -Infinity) - (price(a) ?? -Infinity);
    return b.created_at.localeCompare(a.created_at);
  });
  const start = (q.page - 1) * q.per_page;
  const result: SearchResult = {
    items: sorted.slice(start, start + q.per_page).map(toItemCard),
    total: sorted.length,
    page: q.page,
    per_page: q.per_page,
    counts,
  };
  return HttpResponse.json(result);
}

export const searchHandlers = {
  default: [mockEndpoint(items.search, ({ request }) => searchFixtures(new URL(request.url)))],
  empty: [
    mockEndpoint(items.search, ({ request }) => {
      const url = new URL(request.url);
      const result: SearchResult = {
        items: [],
        total: 0,
        page: Number(url.searchParams.get('page') ?? 1) || 1,
        per_page: Number(url.searchParams.get('per_page') ?? 24) || 24,
        counts: zeroCounts(),
      };
      return HttpResponse.json(result);
    }),
  ],
  invalid: [mockError(items.search, 422, { message: INVALID, errors: { per_page: ['Must be at most 48'] } })],
  error: [mockError(items.search, 500, SERVER_ERROR)],
  slow: [mockPending(items.search)],
};

// ─── Profiles ────────────────────────────────────────────────────────────────────────────────

const PROFILE_NOT_FOUND = { message: 'This profile does not exist.' };

export const profileHandlers = {
  default: [
    mockEndpoint(profileApi.get, ({ params }) => {
      const user = profiles[Number(params.id)];
      return user ? HttpResponse.json({ user }) : HttpResponse.json(PROFILE_NOT_FOUND, { status: 404 });
    }),
  ],
  /** A member with no active listings. */
  empty: [
    mockEndpoint(profileApi.get, ({ params }) =>
      HttpResponse.json({
        user: { ...(profiles[Number(params.id)] ?? profiles[users.siti.id]!), items: [] },
      }),
    ),
  ],
  notFound: [mockError(profileApi.get, 404, PROFILE_NOT_FOUND)],
  error: [mockError(profileApi.get, 500, SERVER_ERROR)],
  slow: [mockPending(profileApi.get)],
};

export const mailboxHandlers = {
  default: [mockEndpoint(dev.mailbox, () => ({ emails: mailbox }))],
  empty: [mockEndpoint(dev.mailbox, () => ({ emails: [] }))],
  slow: [mockPending(dev.mailbox)],
};

/** Every resource's default scenario: the baseline for stories and client tests. */
export const defaultHandlers = {
  auth: authHandlers.default,
  password: passwordHandlers.default,
  helpers: helpersHandlers.default,
  advertImages: advertImagesHandlers.default,
  items: itemsHandlers.default,
  search: searchHandlers.default,
  profile: profileHandlers.default,
  mailbox: mailboxHandlers.default,
};
