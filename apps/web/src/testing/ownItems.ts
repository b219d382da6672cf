import { HttpResponse } from 'msw';
import { contract, type Item } from '@pinjam/api';
import { demoItems, mockEndpoint, users } from '@pinjam/api/mocks';

/**
 * Siti's listings as a little server that remembers: enable, disable, delete and stock change
 * the list the next load returns, so a story sees the page reload it. `calls` counts the loads
 * and records each action.
 */
export function ownItemsServer() {
  let items: Item[] = demoItems.filter((i) => i.owner.id === users.siti.id).map((i) => ({ ...i }));
  const calls = { loads: 0, actions: [] as string[], stockBodies: [] as unknown[] };
  const find = (id: unknown) => items.find((i) => i.id === Number(id));
  const missing = () =>
    HttpResponse.json({ message: 'This item does not exist or is no longer available.' }, { status: 404 });
  const update = (id: unknown, change: Partial<Item>) => {
    items = items.map((i) => (i.id === Number(id) ? { ...i, ...change } : i));
    return find(id)!;
  };
  const handlers = [
    mockEndpoint(contract.items.userItems, () => {
      calls.loads += 1;
      return { user: { id: users.siti.id, name: users.siti.name, items } };
    }),
    mockEndpoint(contract.items.enable, ({ params }) => {
      calls.actions.push(`enable ${params.id}`);
      if (!find(params.id)) return missing();
      return HttpResponse.json({
        message: 'Your item is listed again.',
        item: update(params.id, { status: 'active' }),
      });
    }),
    mockEndpoint(contract.items.disable, ({ params }) => {
      calls.actions.push(`disable ${params.id}`);
      if (!find(params.id)) return missing();
      return HttpResponse.json({
        message: 'Your item is hidden from search until you enable it.',
        item: update(params.id, { status: 'disabled' }),
      });
    }),
    mockEndpoint(contract.items.delete, ({ params }) => {
      calls.actions.push(`delete ${params.id}`);
      if (!find(params.id)) return missing();
      items = items.filter((i) => i.id !== Number(params.id));
      return HttpResponse.json({ message: 'Your item has been deleted.' });
    }),
    mockEndpoint(contract.items.updateStock, async ({ request }) => {
      const body = (await request.json()) as { id: number; starting_inventory: number };
      calls.stockBodies.push(body);
      if (!find(body.id)) return missing();
      return HttpResponse.json({
        message: 'Stock updated.',
        item: update(body.id, { starting_inventory: body.starting_inventory }),
      });
    }),
  ];
  return { handlers, calls };
}
