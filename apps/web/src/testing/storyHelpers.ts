// Shared by the item and cart screen stories: the cart's storage and the rental date picker.
import { type CartEntry, todayInBrunei } from '@pinjam/api/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '../app/storage';

export const screen = () => within(document.body);

/** Every screen story starts from the cart it says (empty unless told): the cart lives in localStorage. */
export const withStoredCart =
  (entries: CartEntry[] = []) =>
  () => {
    if (entries.length) localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(entries));
    else localStorage.removeItem(STORAGE_KEYS.cart);
    return () => localStorage.removeItem(STORAGE_KEYS.cart);
  };

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long' });
const month = new Intl.DateTimeFormat('en-GB', { month: 'long' });

/**
 * Day `day` of next month (in Brunei, the calendar's today): always in the future, whatever day
 * the story runs. `spoken` is how the calendar names the day, `text` how the field shows it.
 */
export function nextMonthDay(day: number) {
  const [year, monthNumber] = todayInBrunei().split('-').map(Number) as [number, number];
  const date = new Date(year, monthNumber, day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(day)}`,
    spoken: `${weekday.format(date)}, ${day} ${month.format(date)} ${date.getFullYear()}`,
    month: `${month.format(date)} ${date.getFullYear()}`,
  };
}

/** Opens the rental dates, goes to next month and picks its days `first` to `last`. */
export async function pickRentalDates(first: number, last: number) {
  // Start afresh: a calendar holding a range treats a click on its first day as 'unselect'.
  const clear = screen().queryByRole('button', { name: 'Clear dates' });
  if (clear) await userEvent.click(clear);
  await userEvent.click(await screen().findByRole('button', { name: /^Rental dates/ }));
  const calendar = within(await screen().findByRole('dialog'));
  // The calendar opens on today's month, or on the month of the dates chosen before.
  const target = nextMonthDay(1).month;
  await calendar.findAllByRole('grid');
  if (!calendar.queryByRole('grid', { name: target }))
    await userEvent.click(calendar.getByRole('button', { name: 'Next month' }));
  await calendar.findByRole('grid', { name: target });
  const day = (n: number) => calendar.getByRole('button', { name: new RegExp(`^${nextMonthDay(n).spoken}`) });
  await userEvent.click(day(first));
  await userEvent.click(day(last));
  await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
}

/** The navbar's cart link, named with the count ('Cart, 2 items'). */
export const cartLink = (count: number) =>
  screen().findByRole('link', { name: count === 1 ? 'Cart, 1 item' : `Cart, ${count} items` });

/**
 * Presses a navbar trigger whose menu loads on first intent (decision 0049) as a mouse does: over
 * its light button first, which brings the real trigger in its place, then the press on that one.
 * (userEvent presses the element it was handed: the light button, gone if the swap came between
 * its pointer events.)
 */
export async function pressOnIntent(name: string | RegExp) {
  const light = await screen().findByRole('button', { name });
  await userEvent.hover(light);
  await waitFor(() => expect(light).not.toBeInTheDocument());
  await userEvent.click(screen().getByRole('button', { name }));
}
