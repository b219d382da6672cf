import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api';
import { addMonths, formatDate, todayInBrunei } from '@pinjam/api/domain';
import {
  availabilityHandlers,
  demoAvailability,
  demoItems,
  itemsHandlers,
  mockEndpoint,
  ratingsHandlers,
} from '@pinjam/api/mocks';
import { requests, type Item } from '@pinjam/api/contract';
import ViewItemPage from './ViewItemPage';
import {
  cartLink,
  nextMonthDay,
  pickRentalDates,
  screen,
  withStoredCart,
} from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/View item',
  component: ViewItemPage,
  parameters: { layout: 'fullscreen', screen: { path: '/view-item/103' }, auth: 'siti' },
  beforeEach: withStoredCart(),
} satisfies Meta<typeof ViewItemPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fixture = (id: number) => demoItems.find((item) => item.id === id)!;
/** The items group answering one item for any id. */
const answering = (item: Item) => [mockEndpoint(contract.items.get, () => ({ item }))];

const addButton = () => screen().getByRole('button', { name: 'Add to cart' });
const added = async () => expect(await screen().findByText('Added to your cart.')).toBeVisible();
const title = (name: string) => screen().findByRole('heading', { level: 1, name });

/**
 * For rent only (Hakim's speakers), seen by Siti: no dates, then three days next month; the
 * price for the days shows, and adding puts one unit in the cart: the navbar's count goes to 1.
 */
export const RentalOnly: Story = {
  play: async ({ step }) => {
    await title('Pair of JBL EON 715 PA speakers');
    await expect(screen().getByText('B$70.00')).toBeVisible();
    // No choice between renting and buying (the footer's theme switch is a radio group too).
    await expect(screen().queryByRole('radiogroup', { name: 'How do you want it?' })).toBeNull();
    await expect(screen().getByRole('heading', { name: 'Availability' })).toBeVisible();
    await cartLink(0);
    await step('no dates yet: asked for them, nothing added', async () => {
      await userEvent.click(addButton());
      await expect(await screen().findByText('Choose the first and last day of the rental.')).toBeVisible();
      await cartLink(0);
    });
    await step('three days next month: priced, then added', async () => {
      await pickRentalDates(10, 12);
      await expect(screen().getByText('B$210.00 for 3 days')).toBeVisible();
      await expect(screen().getByText('plus a B$400.00 deposit, returned after the rental')).toBeVisible();
      await userEvent.click(addButton());
      await added();
      await cartLink(1);
    });
  },
};

/**
 * Add with no dates and no quantity: each field says what it needs beside it (the form's check),
 * and nothing is added.
 */
export const NothingChosen: Story = {
  play: async () => {
    await title('Pair of JBL EON 715 PA speakers');
    const quantity = screen().getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.click(addButton());
    const dates = () => screen().getByRole('button', { name: /^Rental dates/ });
    await waitFor(() =>
      expect(dates()).toHaveAccessibleDescription(/Choose the first and last day of the rental\./),
    );
    await expect(quantity).toHaveAccessibleDescription(/Enter a whole number, 1 or more\./);
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await cartLink(0);
  },
};

/** Rated by its buyers: the item's average under its title, and the latest reviews below. */
export const WithRatings: Story = {
  parameters: {
    msw: {
      handlers: {
        items: answering({ ...fixture(103), rating: { average: 4.6, count: 12 } }),
        ratings: ratingsHandlers.reviews,
      },
    },
  },
  play: async () => {
    const heading = await title('Pair of JBL EON 715 PA speakers');
    await expect(
      within(heading.parentElement!).getByRole('img', { name: '4.6 out of 5, 12 reviews' }),
    ).toBeVisible();
    const reviews = await screen().findByRole('region', { name: 'Reviews' });
    await waitFor(() => expect(within(reviews).getAllByRole('listitem')).toHaveLength(10));
    await expect(within(reviews).getByText('Hakim, 07 Mar 2026')).toBeVisible();
  },
};

/**
 * The date rules: an item rented for 2 to 5 days refuses one day and six days beside the field
 * and adds nothing; three days go in. A week of the Canon's weekly rate is priced by the week.
 */
export const DateRules: Story = {
  parameters: { msw: { handlers: { items: answering({ ...fixture(103), min_days: 2, max_days: 5 }) } } },
  play: async ({ step }) => {
    await title('Pair of JBL EON 715 PA speakers');
    const dates = () => screen().getByRole('button', { name: /^Rental dates/ });
    await expect(dates()).toHaveAccessibleDescription('From 2 days to 5 days, first and last day included.');
    await step('one day is too short', async () => {
      await pickRentalDates(10, 10);
      await expect(dates()).toHaveAccessibleDescription(/Rent it for at least 2 days\./);
      await userEvent.click(addButton());
      await cartLink(0);
    });
    await step('six days are too long', async () => {
      await pickRentalDates(10, 15);
      await expect(dates()).toHaveAccessibleDescription(/Rent it for at most 5 days\./);
      await userEvent.click(addButton());
      await cartLink(0);
    });
    await step('three days are fine', async () => {
      await pickRentalDates(10, 12);
      await expect(dates()).not.toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(addButton());
      await cartLink(1);
    });
  },
};

/**
 * The admin cut the booking window to one month and the longest rental to 7 days (issue 24): the
 * piano (no maximum of its own) says so under its dates, and the calendar offers no day past the
 * window's last: its month is the last it shows, the day after is crossed out.
 */
export const BookingWindowEdge: Story = {
  parameters: {
    screen: { path: '/view-item/104' },
    msw: { handlers: { availability: availabilityHandlers.oneMonth } },
  },
  play: async ({ step }) => {
    await title('Yamaha P-125 digital piano with stand');
    const last = addMonths(todayInBrunei(), 1)!;
    const lastOfMonth = Number(last.slice(8));
    const dates = () => screen().getByRole('button', { name: /^Rental dates/ });
    await waitFor(() =>
      expect(dates()).toHaveAccessibleDescription(
        `From 1 day to 7 days, first and last day included. Bookable up to ${formatDate(last)}.`,
      ),
    );
    await step('the calendar stops at the window’s last day', async () => {
      await userEvent.click(dates());
      const calendar = within(await screen().findByRole('dialog'));
      await userEvent.click(await calendar.findByRole('button', { name: 'Next month' }));
      await calendar.findByRole('grid', { name: nextMonthDay(1).month });
      await expect(calendar.getByRole('button', { name: 'Next month' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      const day = (n: number) =>
        calendar.getByRole('button', { name: new RegExp(`^${nextMonthDay(n).spoken}`) });
      await expect(day(lastOfMonth)).toBeEnabled();
      const next = nextMonthDay(lastOfMonth + 1);
      if (next.month === nextMonthDay(1).month) await expect(day(lastOfMonth + 1)).toBeDisabled();
      await userEvent.keyboard('{Escape}');
    });
    await step('eight days are more than the longest rental', async () => {
      if (lastOfMonth < 8) return; // The window ends before an 8-day range fits next month.
      await pickRentalDates(1, 8);
      await expect(dates()).toHaveAccessibleDescription(/Rent it for at most 7 days\./);
      await userEvent.click(addButton());
      await cartLink(0);
    });
  },
};

/** A week of the Canon (Siti's, seen by Hakim) costs its weekly rate, not seven days. */
export const WeeklyPrice: Story = {
  parameters: { screen: { path: '/view-item/101' }, auth: 'hakim' },
  play: async () => {
    await title('Canon EOS R6 camera body');
    await pickRentalDates(1, 7);
    await expect(screen().getByText('B$250.00 for 7 days')).toBeVisible();
  },
};

/**
 * The quantity cap: the tent has 2 units. Three are refused beside the field; two go in; one more
 * is capped (the cart says it holds all 2) and the count stays at 2.
 */
export const QuantityCap: Story = {
  // No booked days: a booking would leave fewer units to buy (BookedForRental).
  parameters: {
    screen: { path: '/view-item/107' },
    msw: { handlers: { availability: availabilityHandlers.none } },
  },
  play: async ({ step }) => {
    await title('Four-person camping tent');
    await userEvent.click(screen().getByRole('radio', { name: 'Buy it' }));
    await waitFor(() => expect(screen().queryByRole('button', { name: /^Rental dates/ })).toBeNull());
    const quantity = screen().getByRole('spinbutton', { name: 'Quantity' });
    await step('three of two', async () => {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '3');
      await expect(quantity).toHaveAccessibleDescription('Up to 2 available. Only 2 available.');
      await userEvent.click(addButton());
      await cartLink(0);
    });
    await step('two, then one more', async () => {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '2');
      await expect(await screen().findByText('B$360.00 in all')).toBeVisible();
      await userEvent.click(addButton());
      await added();
      await cartLink(2);
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '1');
      await userEvent.click(addButton());
      await expect(await screen().findByText(/Your cart now holds all 2 units/)).toBeVisible();
      await cartLink(2);
    });
  },
};

/** For sale only, to a visitor: no dates and no login needed; the cart page lists it. */
export const SaleOnly: Story = {
  parameters: { screen: { path: '/view-item/106' }, auth: 'visitor' },
  play: async () => {
    await title('Samsung Galaxy Tab A8, used');
    await expect(screen().queryByRole('heading', { name: 'Availability' })).toBeNull();
    await expect(screen().getByRole('heading', { name: 'Buy this item' })).toBeVisible();
    await userEvent.click(addButton());
    await added();
    await userEvent.click(screen().getByRole('link', { name: 'View your cart' }));
    await expect(await screen().findByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(screen().getByRole('article', { name: 'Samsung Galaxy Tab A8, used' })).toHaveTextContent(
      'Purchase',
    );
  },
};

/** For rent and for sale: both prices, a choice between them, and the owner's card leads to their profile. */
export const RentAndSale: Story = {
  parameters: { screen: { path: '/view-item/104' } },
  play: async () => {
    await title('Yamaha P-125 digital piano with stand');
    await expect(screen().getByText('B$30.00')).toBeVisible();
    await expect(screen().getByText('B$850.00')).toBeVisible();
    await expect(screen().getByRole('radio', { name: 'Rent it' })).toBeChecked();
    const owner = screen().getByRole('region', { name: 'Listed by' });
    await expect(within(owner).getByText('Verified')).toBeVisible();
    await userEvent.click(within(owner).getByRole('link', { name: 'Hakim Yusof' }));
    await expect(await title('Hakim Yusof')).toBeVisible();
  },
};

/**
 * One rule for visitors (decision 0046): a rental goes into the cart like a purchase, with a note
 * that checkout asks for an account; the cart's button says "Log in to check out" and the login
 * page tells why.
 */
export const VisitorRenting: Story = {
  parameters: { auth: 'visitor' },
  play: async ({ step }) => {
    await title('Pair of JBL EON 715 PA speakers');
    await expect(screen().queryByRole('button', { name: 'Log in to rent' })).toBeNull();
    await expect(screen().getByText(/You will log in or sign up at checkout\. Renting needs/)).toBeVisible();
    await step('the visitor adds three days to the cart', async () => {
      await pickRentalDates(10, 12);
      await userEvent.click(addButton());
      await added();
      await cartLink(1);
    });
    await step('the cart asks them to log in to check out, and the login page says why', async () => {
      await userEvent.click(screen().getByRole('link', { name: 'View your cart' }));
      await userEvent.click(await screen().findByRole('link', { name: 'Log in to check out' }));
      await expect(await title('Log in')).toBeVisible();
      await expect(screen().getByText('Log in to check out. Your cart is kept for you.')).toBeVisible();
    });
  },
};

/** Sold out: one sentence, no quantity or dates to fill in (never "Only 0 available."). */
export const SoldOut: Story = {
  parameters: {
    screen: { path: '/view-item/106' },
    msw: { handlers: { items: answering({ ...fixture(106), starting_inventory: 0 }) } },
  },
  play: async () => {
    await title('Samsung Galaxy Tab A8, used');
    const panel = within(screen().getByRole('region', { name: 'Buy this item' }));
    await expect(panel.getByText('Sold out: none left to buy.')).toBeVisible();
    await expect(panel.queryByText(/available/i)).toBeNull();
    await expect(panel.queryByLabelText('Quantity')).toBeNull();
    await expect(panel.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

/**
 * For rent and for sale, its one unit booked next month: renting offers the free days, buying
 * says why it cannot be bought now (a sale is for good, so it needs a unit free of every booking).
 */
export const BookedForRental: Story = {
  parameters: {
    msw: {
      handlers: { items: answering({ ...fixture(103), for_sale: true, sale_price: 90_000 }) },
    },
  },
  play: async () => {
    await title('Pair of JBL EON 715 PA speakers');
    const panel = within(screen().getByRole('region', { name: 'Rent or buy' }));
    await userEvent.click(panel.getByRole('radio', { name: 'Buy it' }));
    await expect(await panel.findByText('Booked for rental: none can be bought now.')).toBeVisible();
    await expect(panel.queryByLabelText('Quantity')).toBeNull();
    await expect(panel.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await userEvent.click(panel.getByRole('radio', { name: 'Rent it' }));
    await expect(await panel.findByRole('button', { name: 'Add to cart' })).toBeVisible();
  },
};

/** Message under the owner's name opens the conversation with them, about this item. */
export const MessageOwner: Story = {
  play: async () => {
    await title('Pair of JBL EON 715 PA speakers');
    const owner = screen().getByRole('region', { name: 'Listed by' });
    await userEvent.click(within(owner).getByRole('button', { name: 'Message Hakim Yusof' }));
    await expect(await screen().findByRole('log', { name: 'Messages with Hakim Yusof' })).toBeVisible();
  },
};

/**
 * Share under the title (a browser without the Web Share API, as the stories' Chromium) offers
 * WhatsApp, Facebook and Copy link, each with this item's address (ShareItem's own stories
 * show the phone's sheet, the copy and a refused clipboard).
 */
export const Share: Story = {
  play: async () => {
    await title('Pair of JBL EON 715 PA speakers');
    await userEvent.click(screen().getByRole('button', { name: 'Share' }));
    const menu = await screen().findByRole('list', { name: 'Share this item' });
    const address = encodeURIComponent(`${window.location.origin}/view-item/103`);
    await expect(within(menu).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
    );
    await expect(within(menu).getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

/** A visitor who presses Message is sent to log in first. */
export const VisitorMessage: Story = {
  parameters: { auth: 'visitor' },
  play: async () => {
    await title('Pair of JBL EON 715 PA speakers');
    await userEvent.click(screen().getByRole('button', { name: 'Message Hakim Yusof' }));
    await expect(await title('Log in')).toBeVisible();
  },
};

/**
 * The page as the server drew it for a visitor, while a member's stored session is being restored
 * (`<html data-session>`, set by boot.js): add to cart and the Message button keep their places
 * unseen, so the owner never sees a visitor's panel flash before their own note; once the session
 * is known (the mark lifted) they show.
 */
export const SessionRestoring: Story = {
  parameters: { auth: 'visitor' },
  // The app lifts the mark once it knows the session: set it again as boot.js does on a drawn page.
  beforeEach: () => () => void delete document.documentElement.dataset.session,
  play: async () => {
    await title('Pair of JBL EON 715 PA speakers');
    const message = { name: 'Message Hakim Yusof' };
    document.documentElement.dataset.session = '';
    // Unseen, and so not offered to assistive technology either.
    await expect(screen().queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await expect(screen().queryByRole('button', message)).toBeNull();
    delete document.documentElement.dataset.session;
    await expect(addButton()).toBeVisible();
    await expect(screen().getByRole('button', message)).toBeVisible();
  },
};

/** Signed in but not verified: renting says how to verify; buying the same item still works. */
export const Unverified: Story = {
  parameters: { screen: { path: '/view-item/104' }, auth: 'unverified' },
  play: async () => {
    await title('Yamaha P-125 digital piano with stand');
    await expect(screen().getByText('Verify your identity to rent')).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/verification',
    );
    await expect(screen().queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await userEvent.click(screen().getByRole('radio', { name: 'Buy it' }));
    await userEvent.click(addButton());
    await added();
    await cartLink(1);
  },
};

/** The owner sees their own listing: no cart, a link to edit it. */
export const Owner: Story = {
  parameters: { screen: { path: '/view-item/101' } },
  play: async () => {
    await title('Canon EOS R6 camera body');
    await expect(screen().getByText('This is your listing')).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Edit your item' })).toHaveAttribute(
      'href',
      '/edit-item/101',
    );
    await expect(screen().queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await expect(screen().queryByRole('button', { name: /^Message/ })).toBeNull();
  },
};

/**
 * The owner opens their own disabled listing (Siti's chafing dishes): the public page would say
 * it is not available, but she sees it as people will, under a note that only she can see it
 * and a link to enable it in Manage items. The tab is named after the item.
 */
export const OwnDisabled: Story = {
  parameters: { screen: { path: '/view-item/108' } },
  play: async () => {
    await title('Chafing dishes, set of six');
    await expect(screen().getByText('Only you can see this listing: it is disabled.')).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Enable it in Manage items' })).toHaveAttribute(
      'href',
      '/view-items',
    );
    await expect(screen().getByText('This is your listing')).toBeVisible();
    await expect(document.title).toBe('Chafing dishes, set of six · Pinjam');
    // Nobody else can open it: no link worth sharing.
    await expect(screen().queryByRole('button', { name: 'Share' })).toBeNull();
  },
};

/** Someone else's disabled listing stays unavailable, even to a signed-in member. */
export const OthersDisabled: Story = {
  parameters: {
    screen: { path: '/view-item/108' },
    auth: 'hakim',
    msw: { handlers: { items: itemsHandlers.notFound } },
  },
  play: async () => {
    await title('This item is not available');
    await expect(screen().queryByText('Only you can see this listing: it is disabled.')).toBeNull();
  },
};

const longItem: Item = {
  ...fixture(104),
  title:
    'Yamaha P-125 digital piano with the L-125 wooden stand, the LP-1 three-pedal unit, a padded bench and headphones',
  description: Array.from(
    { length: 6 },
    () =>
      'Weighted 88-key action that feels like an acoustic, lovely for lessons and for playing at a majlis. Comes with the music rest, the power adapter and the manual.',
  ).join('\n\n'),
  images: [],
  cover: null,
  starting_inventory: 99,
  price_per_week: 1_500_000,
  deposit: 9_999_900,
  sale_price: 99_999_999,
  max_days: 365,
};

/** Long title and description, big amounts and no photos: everything wraps, a placeholder shows. */
export const LongText: Story = {
  parameters: { msw: { handlers: { items: answering(longItem) } } },
  play: async () => {
    await title(longItem.title);
    await expect(screen().getByText('B$999,999.99')).toBeVisible();
  },
};

/** An item that does not exist (or was hidden): a clear page, not a crash, with a way on. */
export const NotFound: Story = {
  parameters: { screen: { path: '/view-item/9999' } },
  play: async () => {
    await expect(await title('This item is not available')).toBeVisible();
    const page = screen().getByRole('region', { name: 'This item is not available' });
    await expect(within(page).getByRole('link', { name: 'Browse items' })).toHaveAttribute('href', '/search');
  },
};

/** The server failed: the message and a way to try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { items: itemsHandlers.error } } },
  play: async () => {
    const alert = await screen().findByRole('alert');
    await expect(alert).toHaveTextContent('The item could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Still loading: placeholders in the page's shape, and a spoken status. */
export const Loading: Story = {
  parameters: { msw: { handlers: { items: itemsHandlers.slow } } },
  play: async () => {
    await expect(await screen().findByRole('status', { name: 'Loading the item' })).toBeInTheDocument();
  },
};

/** On a phone: one column, photos first, then the price and the cart, then the details. */
export const Mobile: Story = {
  parameters: { screen: { path: '/view-item/101' }, auth: 'hakim' },
  globals: { viewport: { value: 'mobile2' } },
  play: async () => {
    await title('Canon EOS R6 camera body');
  },
};

// ─── Booked days (GET /api/items/get-item-availability/:id) ─────────────────────────────────

const availabilityRegion = () => screen().getByRole('region', { name: 'Availability' });
/** A day of next month in the item's calendar, named with its state ('…, booked'). */
const calendarDay = (day: number) =>
  within(availabilityRegion()).getByRole('gridcell', { name: new RegExp(`^${nextMonthDay(day).spoken}`) });

/**
 * The speakers (one unit) are booked next month on the 18th to the 20th and the 27th: the
 * calendar crosses those days out, the rental dates refuse them (a range across them starts
 * again from the last day pressed), and days around them go in.
 */
export const BookedDays: Story = {
  play: async ({ step }) => {
    await title('Pair of JBL EON 715 PA speakers');
    await step('the calendar crosses out the booked days (next month is the second shown)', async () => {
      for (const day of [18, 19, 20, 27])
        await expect(await waitFor(() => calendarDay(day))).toHaveAccessibleName(/, booked$/);
      for (const day of [17, 21]) await expect(calendarDay(day)).toHaveAccessibleName(/, free$/);
      await expect(calendarDay(19)).toHaveAttribute('data-state', 'unavailable');
    });
    await step('the rental dates refuse them', async () => {
      await userEvent.click(screen().getByRole('button', { name: /^Rental dates/ }));
      const calendar = within(await screen().findByRole('dialog'));
      await userEvent.click(await calendar.findByRole('button', { name: 'Next month' }));
      await calendar.findByRole('grid', { name: nextMonthDay(1).month });
      const day = (n: number) =>
        calendar.getByRole('button', { name: new RegExp(`^${nextMonthDay(n).spoken}`) });
      await expect(day(19)).toBeDisabled();
      await expect(day(19)).toHaveAccessibleName(/, unavailable$/);
      // The 16th to the 22nd spans the booked days: the range starts again from the 22nd.
      await userEvent.click(day(16));
      await userEvent.click(day(22));
      await expect(await calendar.findByText('Now choose the last day')).toBeVisible();
      await userEvent.click(day(24));
      await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
      await expect(screen().getByText('B$210.00 for 3 days')).toBeVisible();
      await userEvent.click(addButton());
      await added();
    });
  },
};

/**
 * The tent has two units; next month one is out from the 5th to the 9th and both on the 6th and
 * 7th. Two tents over the 4th and 5th are refused with a message naming the day; one goes in.
 */
export const PartlyBooked: Story = {
  parameters: { screen: { path: '/view-item/107' } },
  play: async ({ step }) => {
    await title('Four-person camping tent');
    const quantity = screen().getByRole('spinbutton', { name: 'Quantity' });
    const dates = () => screen().getByRole('button', { name: /^Rental dates/ });
    await step('two tents on a day with one free: refused, nothing added', async () => {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '2');
      await pickRentalDates(4, 5);
      const message = `Only 1 of 2 free on ${formatDate(nextMonthDay(5).iso)}. Choose fewer or other days.`;
      await expect(dates()).toHaveAccessibleDescription(new RegExp(message.replace(/[.$]/g, '\\$&')));
      await expect(dates()).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(addButton());
      await cartLink(0);
    });
    await step('one tent fits', async () => {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '1');
      await expect(dates()).not.toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(addButton());
      await added();
      await cartLink(1);
    });
  },
};

/** Holds the availability's answer until the story lets it go. */
let answerAvailability = () => {};

/**
 * The booked days arrive after the dates were chosen (the answer was slow and the person picked
 * the 18th to the 20th meanwhile): the field says the first of them is booked, nothing goes in.
 */
export const BookedAfterChoosing: Story = {
  parameters: {
    msw: {
      handlers: {
        availability: [
          mockEndpoint(requests.availability, async ({ params }) => {
            await new Promise<void>((resolve) => (answerAvailability = resolve));
            return HttpResponse.json({ availability: demoAvailability(Number(params.id)) });
          }),
        ],
      },
    },
  },
  play: async () => {
    await title('Pair of JBL EON 715 PA speakers');
    await pickRentalDates(18, 20);
    await expect(screen().getByText('B$210.00 for 3 days')).toBeVisible();
    answerAvailability();
    const message = `${formatDate(nextMonthDay(18).iso)} is already booked. Choose days around it.`;
    await waitFor(() =>
      expect(screen().getByRole('button', { name: /^Rental dates/ })).toHaveAccessibleDescription(
        new RegExp(message.replace(/[.$]/g, '\\$&')),
      ),
    );
    await expect(screen().queryByText('B$210.00 for 3 days')).toBeNull();
    await userEvent.click(addButton());
    await cartLink(0);
  },
};

/** Booked every weekend for a year: many days crossed out, month after month. */
export const BusyCalendar: Story = {
  parameters: { msw: { handlers: { availability: availabilityHandlers.busy } } },
  play: async () => {
    await title('Pair of JBL EON 715 PA speakers');
    await waitFor(() =>
      expect(
        within(availabilityRegion()).getAllByRole('gridcell', { name: /, booked$/ }).length,
      ).toBeGreaterThan(10),
    );
  },
};

/** The booked days are still loading: a spoken status where the calendar will be; renting still works. */
export const AvailabilityLoading: Story = {
  parameters: { msw: { handlers: { availability: availabilityHandlers.slow } } },
  play: async () => {
    await title('Pair of JBL EON 715 PA speakers');
    await expect(
      within(availabilityRegion()).getByRole('status', { name: 'Loading the booked days' }),
    ).toBeInTheDocument();
    await expect(availabilityRegion()).toHaveAttribute('aria-busy', 'true');
  },
};

/** The booked days failed to load: a note with a retry above the calendar; the dates still work. */
export const AvailabilityError: Story = {
  parameters: { msw: { handlers: { availability: availabilityHandlers.error } } },
  play: async () => {
    await title('Pair of JBL EON 715 PA speakers');
    const region = availabilityRegion();
    await expect(await within(region).findByText(/The booked days could not be loaded/)).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Try again' })).toBeVisible();
    await pickRentalDates(14, 16);
    await expect(screen().getByText('B$210.00 for 3 days')).toBeVisible();
  },
};
