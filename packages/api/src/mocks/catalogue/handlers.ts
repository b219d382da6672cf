import { HttpResponse } from 'msw';
import { contract, errorCodes, type Item } from '../../contract';
import { INVALID, SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { users } from '../users/accounts';
import { demoItems } from './fixtures';

const { items } = contract;
const ITEM_NOT_FOUND = { message: 'This item does not exist or is no longer available.' };
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
