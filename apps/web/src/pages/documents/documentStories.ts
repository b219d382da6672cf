// The states both documents' screen stories show alike, given each one's words: a long order,
// a phone, printed, nobody's order, a failed load, still loading.
import { orders } from '@pinjam/api/contract';
import { mockEndpoint, ordersHandlers } from '@pinjam/api/mocks';
import { expect, within } from 'storybook/test';
import { screen } from '../../testing/storyHelpers';
import { longOrder } from './longOrder';
import { expectPrintedAlone } from './printCheck';

const documentNamed = (name: string) => screen().findByRole('article', { name });

/** Fourteen lines, long titles and names, big sums (order 5099 at `path`): all wraps, nothing overflows. */
export const longTextStory = (name: string, path: string) => ({
  parameters: {
    screen: { path },
    msw: { handlers: { orders: [mockEndpoint(orders.get, () => ({ order: longOrder }))] } },
  },
  play: async () => {
    const doc = await documentNamed(name);
    const lines = within(doc).getByRole('table', { name: 'What was ordered' });
    await expect(within(lines).getAllByRole('row')).toHaveLength(15);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(doc).getByText(/Dayangku Nurul Hidayah/)).toBeVisible();
  },
});

/** On a phone: the sheet fits the width, the totals and Print stay in reach. */
export const phoneStory = (name: string) => ({
  globals: { viewport: { value: 'mobile2' } },
  play: async () => {
    const doc = await documentNamed(name);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(doc).getByRole('table', { name: 'Totals' })).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Print' })).toBeVisible();
  },
});

/** Printed: the document alone on A4 (see printCheck.ts). */
export const printedStory = (name: string) => ({
  play: async () => {
    await documentNamed(name);
    await expectPrintedAlone(name);
  },
});

/** Someone who is neither party (the server's 404): not available, with a way to their list. */
export const notFoundStory = (title: string, link: string, href: string) => ({
  parameters: { auth: 'unverified' },
  play: async () => {
    await expect(await screen().findByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(screen().getByRole('link', { name: link })).toHaveAttribute('href', href);
  },
});

/** The server failed: what, and a way to try again. */
export const loadErrorStory = {
  parameters: { msw: { handlers: { orders: ordersHandlers.error } } },
  play: async () => {
    const alert = await screen().findByRole('alert');
    await expect(alert).toHaveTextContent('The document could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Still loading: a placeholder sheet and a spoken status. */
export const loadingStory = (status: string) => ({
  parameters: { msw: { handlers: { orders: ordersHandlers.slow } } },
  play: async () => {
    await expect(await screen().findByRole('status', { name: status })).toBeInTheDocument();
  },
});
