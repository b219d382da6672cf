import { formatMoney } from '@pinjam/api/domain';
import { Link } from '@pinjam/ui';
import { pathTo } from '../../../../routes/paths';
import type { HowItWorksContent } from '../types';

export const howItWorks = {
  lead: 'Renting on Pinjam takes three steps. Here is what happens at each one, and what to expect whether you are renting, buying, lending or selling.',

  steps: {
    title: 'Three simple steps',
    items: [
      {
        title: 'Search for something',
        text: (
          <>
            <p>
              Type what you need into the search box, or start from a category such as Photography, Drones or
              Party. Narrow it down by district and by the date you need it, and choose whether you want to
              rent or buy.
            </p>
            <p>
              Each item page shows the price per day, any weekly price and deposit, the owner’s ratings, and a
              calendar of the days it is already booked.
            </p>
          </>
        ),
      },
      {
        title: 'Request it, rent or buy it, and pay',
        text: (
          <>
            <p>
              Add the item to your cart, with your dates if you are renting. At checkout, choose delivery or
              pickup, then pay by card or PayPal.
            </p>
            <p>
              A purchase is paid there and then. A rental is a request to the owner: your payment is held, not
              taken, until they accept, and released if they don’t.
            </p>
          </>
        ),
      },
      {
        title: 'Have fun, then return it and leave a review',
        text: (
          <>
            <p>
              Take it on your trip, to your shoot or to your party. When the rental ends, return it as you
              received it: on the delivery run, or in person to the owner if you arranged pickup.
            </p>
            <p>
              Once the order completes, rate the owner and review the item, so the next person knows what to
              expect.
            </p>
          </>
        ),
      },
    ],
  },

  renters: {
    title: 'Renting and buying',
    intro: <p>A few things worth knowing before your first order.</p>,
    points: [
      {
        title: 'Verify once to rent',
        text: (
          <>
            Before your first rental, verify your identity in{' '}
            <Link href={pathTo('verification')}>Verification</Link>: a photo of your identity document and a
            selfie. Our team checks it and lets you know. Buying needs only an activated account.
          </>
        ),
      },
      {
        title: 'Days are whole days',
        text: 'Rentals are charged by the day, counting both the first and the last day, in Brunei time: Friday to Sunday is three days. For 7 days or more, the weekly price applies when the owner has set one.',
      },
      {
        title: 'An answer within 48 hours',
        text: 'The owner has 48 hours to accept or deny your request, or until your start date if that is sooner. You can cancel a request that is still pending from My requests. If it is denied, cancelled or not answered, we release the hold on your payment.',
      },
      {
        title: 'Deposits come back',
        text: 'If the owner asks for a deposit, it is held along with your payment and released when the order completes, 48 hours after the item is returned, unless an issue has been reported.',
      },
      {
        title: 'Purchases',
        text: 'The seller is told as soon as you pay. Once your item arrives, confirm it in My orders. If you don’t, the order completes by itself 3 days after delivery.',
      },
      {
        title: 'If something is wrong',
        text: 'Open the order and choose Report an issue. The other side’s payout is held while our team looks into it.',
      },
    ],
  },

  owners: {
    title: 'Lending and selling',
    intro: <p>Turn the things you don’t use every day into income. Listing is free.</p>,
    points: [
      {
        title: 'List your item',
        text: (
          <>
            From <Link href={pathTo('my-items')}>My items</Link>, choose List an item. Give it a clear title,
            an honest description, a category, your district, its condition (new, like new, good or fair) and
            up to 8 photos. We remove hidden data, such as location, from your photos when you upload them. To
            rent items out, verify your identity first.
          </>
        ),
      },
      {
        title: 'Set your price per day or per week',
        text: 'Choose to rent it out, sell it, or both. For rentals, set a price per day and, if you like, a lower price per week for rentals of 7 days or more, a deposit, and a minimum and maximum number of days. For a sale, set one price.',
      },
      {
        title: 'Tell us how many you have',
        text: 'If you have several of the same thing, say four identical speakers, set the stock to the number of units. For rentals, that is how many can be out on the same dates. For sales, it goes down by one with each sale.',
      },
      {
        title: 'Answer requests within 48 hours',
        text: 'We notify you, and email you, when a request comes in. Accept or deny it in Customer requests within 48 hours, or before the start date if that is sooner. Accepting takes the renter’s payment and confirms the order. A request left unanswered expires.',
      },
      {
        title: 'Delivery or pickup',
        text: 'If the renter chose delivery, our delivery team collects the item from you on the start date and brings it back on the end date, and we remind you beforehand. If they chose pickup, agree a time and place in Messages, then mark the item as handed over and, later, as returned.',
      },
      {
        title: 'Get paid',
        text: (
          <>
            When an order completes, your earnings, the line total less our commission, become payable. We pay
            them by bank transfer on the next payout date, to the bank account in{' '}
            <Link href={pathTo('my-settings')}>Settings</Link>, and tell you when the money is on its way.
            Every order has a credit note, and <Link href={pathTo('my-finance')}>Finance</Link> shows what is
            pending, payable and paid.
          </>
        ),
      },
    ],
  },

  fees: {
    title: 'Fees',
    body: (
      <>
        <p>Listing an item is free, and there is no fee for renting or buying on top of the price you see.</p>
        <ul>
          <li>
            <strong>Renters and buyers</strong> pay the item’s price and, if they choose delivery, the
            delivery fee shown at checkout, once per order. A deposit, if there is one, is held and released,
            not charged.
          </li>
          <li>
            <strong>Owners and sellers</strong> pay Pinjam a commission on the line total of each order: 10 %
            unless we tell you otherwise. It is taken from your payout, so there is nothing to pay up front.
          </li>
        </ul>
        <p>
          For example, you rent out a camera at {formatMoney(2500)} a day for three days. The line total is{' '}
          {formatMoney(7500)}. The commission at 10 % is {formatMoney(750)}, so you are paid{' '}
          {formatMoney(6750)}. Your credit note for the order shows the same three figures.
        </p>
      </>
    ),
  },

  cta: {
    title: 'Ready when you are',
    text: (
      <>
        Still wondering about something? The <Link href={pathTo('faq')}>FAQ</Link> answers the most common
        questions.
      </>
    ),
    actions: [
      { label: 'Browse items', href: pathTo('search') },
      { label: 'List an item', href: pathTo('my-items') },
    ],
  },
} satisfies HowItWorksContent;
