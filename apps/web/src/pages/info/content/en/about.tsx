import { Link } from '@pinjam/ui';
import { pathTo } from '../../../../routes/paths';
import { contactEmail, type AboutContent } from '../types';

export const about = {
  lead: (
    <>
      <em lang="ms">Pinjam</em> is Malay for to borrow, or to lend. That is the whole idea: a marketplace
      where people in Brunei rent, buy and sell the things they already own, from cameras and drones to party
      kit, tools and baby gear.
    </>
  ),

  whoWeAre: {
    title: 'Who we are',
    body: (
      <>
        <p>
          Pinjam is a marketplace made in Brunei, for Brunei. Owners list the things they don’t use every day,
          and their neighbours rent them for a day, a weekend or a few weeks, or buy them outright.
        </p>
        <p>
          We work across all four districts, Brunei-Muara, Tutong, Belait and Temburong. Prices are in Brunei
          dollars, and every date and deadline on Pinjam is in Brunei time.
        </p>
        <p>
          Our part is the bit that is hard to arrange between strangers: checking who people are, taking
          payment, holding deposits, delivering, paying owners, and stepping in when something goes wrong.
        </p>
      </>
    ),
  },

  why: {
    title: 'Why borrow instead of buy?',
    intro: <p>Most of what we own sits in a cupboard far more than it gets used. Sharing it makes sense.</p>,
    reasons: [
      {
        title: 'Pay only for the days you need',
        text: 'A good lens, a projector or a pressure washer can cost hundreds of dollars. Renting one for the weekend costs a fraction of that.',
      },
      {
        title: 'Try before you buy',
        text: 'Not sure the drone or the DJ controller is for you? Rent it first. Many items are for sale too, so you can buy the one you liked.',
      },
      {
        title: 'Less clutter, less waste',
        text: 'Things that are shared get used. Fewer of them end up forgotten in a storeroom or thrown away.',
      },
      {
        title: 'Earn from what you already own',
        text: 'The tent you use once a year or the car seat your child has outgrown can pay for itself. Listing is free, and you earn each time someone rents or buys.',
      },
    ],
  },

  trust: {
    title: 'Trust and safety',
    intro: (
      <p>
        Lending your things to someone you haven’t met takes trust. This is how Pinjam builds it in. The{' '}
        <Link href={pathTo('faq')}>FAQ</Link> has the details.
      </p>
    ),
    points: [
      {
        title: 'Verified members',
        text: 'Everyone who rents an item, or rents one out, first verifies their identity with a photo of an identity document and a selfie, which our team checks. Verified members carry a badge on their profile.',
      },
      {
        title: 'Ratings and reviews',
        text: 'After every completed order, both sides rate each other, and the renter or buyer can review the item. Read them on profiles and item pages before you decide.',
      },
      {
        title: 'Deposits',
        text: 'Owners can ask for a deposit. It is held with the rental payment and released when the order completes, or used towards putting things right if an item comes back damaged.',
      },
      {
        title: 'Payments you can rely on',
        text: 'You pay through Pinjam, by card or PayPal, never in cash to a stranger. For a rental, your payment is only held until the owner accepts, and released if they don’t.',
      },
      {
        title: 'Someone to turn to',
        text: 'If something goes wrong, choose Report an issue on the order. The other side’s payout is held while our team looks into it, and we can refund all or part of a payment.',
      },
    ],
  },

  company: {
    title: 'The company',
    body: (
      <>
        <p>
          Pinjam is a Brunei company. Questions, ideas or feedback are always welcome: email us at{' '}
          <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>.
        </p>
        <p>
          If your question is about an order, Report an issue on the order page is the quickest way to reach
          us: it puts the order, the messages and the people involved in front of our team at once.
        </p>
      </>
    ),
    addressLabel: 'Our address',
  },

  cta: {
    title: 'Ready to start?',
    text: 'Find what you need for the weekend, or put something you own to work.',
    actions: [
      { label: 'Browse items', href: pathTo('search') },
      { label: 'List an item', href: pathTo('my-items') },
    ],
  },
} satisfies AboutContent;
