import { Link } from '@pinjam/ui';
import { pathTo } from '../../../../routes/paths';
import { contactEmail, type FaqContent } from '../types';

export const faq = {
  lead: (
    <>
      Quick answers about renting, buying and lending on Pinjam. For the step-by-step version, see{' '}
      <Link href={pathTo('how-it-works')}>How it works</Link>.
    </>
  ),

  groups: {
    renting: {
      title: 'Renting',
      questions: [
        {
          id: 'how-does-renting-work',
          question: 'How does renting work?',
          answer: (
            <>
              <p>
                Find the item, choose your dates and add it to your cart. At checkout, choose delivery or
                pickup and pay by card or PayPal. Your payment is held, not taken, and the owner is asked to
                accept.
              </p>
              <p>
                When the owner accepts, the payment goes through and the rental is confirmed. If they deny it,
                or don’t answer in time, the hold is released.
              </p>
            </>
          ),
        },
        {
          id: 'how-are-days-counted',
          question: 'How are rental days counted?',
          answer: (
            <p>
              In whole days, counting both the first and the last day, in Brunei time: Friday to Sunday is
              three days. If the owner has set a weekly price, rentals of 7 days or more use it. Some owners
              set a minimum or a maximum number of days; the item page says so.
            </p>
          ),
        },
        {
          id: 'owner-does-not-reply',
          question: 'What if the owner doesn’t reply?',
          answer: (
            <p>
              Owners have 48 hours to accept or deny a request, or until your start date if that is sooner. If
              they don’t answer, the request expires, we release the hold on your payment and let you know, so
              you can book something else.
            </p>
          ),
        },
        {
          id: 'cancel-a-rental',
          question: 'Can I cancel a rental?',
          answer: (
            <p>
              While your request is pending, yes: cancel it in{' '}
              <Link href={pathTo('my-requests')}>My requests</Link> and the hold on your payment is released.
              Once the owner has accepted, message them first. A rental cancelled before it has been sent out
              or handed over is refunded, and if the owner cancels, you get a full refund.
            </p>
          ),
        },
      ],
    },

    buying: {
      title: 'Buying',
      questions: [
        {
          id: 'can-i-buy',
          question: 'Can I buy things as well as rent them?',
          answer: (
            <>
              <p>
                Yes. Some items are for sale, some for rent and some for both; choose Buy in search to see
                what is for sale. Buying needs only an activated account, with no identity check.
              </p>
              <p>
                You pay at checkout and the seller is told straight away. When your item arrives, confirm it
                in My orders. If you don’t, the order completes by itself 3 days after delivery.
              </p>
            </>
          ),
        },
        {
          id: 'not-as-described',
          question: 'What if an item isn’t as described?',
          answer: (
            <p>
              Open the order in <Link href={pathTo('my-orders')}>My orders</Link> and choose Report an issue,
              with “Not as described” as the reason and a few words about what is wrong. The seller’s payout
              is held while our team looks at the order and the messages, and we can refund all or part of
              what you paid.
            </p>
          ),
        },
      ],
    },

    listing: {
      title: 'Listing and earning',
      questions: [
        {
          id: 'what-can-i-list',
          question: 'What can I list?',
          answer: (
            <>
              <p>
                Almost anything you own that is safe, working and legal in Brunei: cameras, audio and DJ gear,
                projectors, drones, tools, sports and party kit, musical instruments, baby gear, travel gear,
                clothing and more. Describe it honestly and show it in clear photos.
              </p>
              <p>
                Some things can’t be listed at all, such as weapons, alcohol and tobacco. See{' '}
                <Link href={`${pathTo('terms-of-service')}#prohibited-items`}>prohibited items</Link> in our
                terms. To rent items out, verify your identity first; to sell, an activated account is enough.
              </p>
            </>
          ),
        },
        {
          id: 'choose-a-price',
          question: 'How do I choose a price?',
          answer: (
            <p>
              For rentals you set a price per day and, if you like, a lower weekly price for 7 days or more, a
              deposit, and a minimum and maximum number of days. For sales you set one price. Search for
              similar items to see what others charge; a fair price and good photos get the most requests.
            </p>
          ),
        },
        {
          id: 'when-do-i-get-paid',
          question: 'When and how do I get paid?',
          answer: (
            <p>
              When an order completes, your earnings (the line total less our commission) become payable. We
              pay by bank transfer on the next payout date to the bank account in{' '}
              <Link href={pathTo('my-settings')}>Settings</Link>, and notify you and email you when it is
              sent. <Link href={pathTo('my-finance')}>Finance</Link> shows what is pending, payable and paid
              out.
            </p>
          ),
        },
      ],
    },

    payments: {
      title: 'Payments and fees',
      questions: [
        {
          id: 'how-can-i-pay',
          question: 'How can I pay?',
          answer: (
            <p>
              By card or with PayPal, at checkout. Your card details go straight to our payment provider;
              Pinjam never sees or stores your full card number. Please don’t pay anyone in cash or by bank
              transfer outside Pinjam: we can only protect payments made through Pinjam.
            </p>
          ),
        },
        {
          id: 'what-does-pinjam-charge',
          question: 'What does Pinjam charge?',
          answer: (
            <>
              <p>
                Renters and buyers pay the price shown, plus the delivery fee if they choose delivery. There
                is no service fee on top.
              </p>
              <p>
                Owners and sellers pay a commission on the line total of each order, 10 % unless we tell you
                otherwise. It comes out of the payout, and every order’s credit note shows the amount, the
                commission and what you receive. Listing is free.
              </p>
            </>
          ),
        },
        {
          id: 'how-do-deposits-work',
          question: 'How do deposits work?',
          answer: (
            <>
              <p>
                An owner can ask for a deposit on a rental. It is held with your payment, not charged, and
                released when the order completes, 48 hours after the item is returned.
              </p>
              <p>
                If the item comes back damaged or late, the owner can report an issue before then. Our team
                looks at what happened and may use part or all of the deposit to put it right.
              </p>
            </>
          ),
        },
      ],
    },

    delivery: {
      title: 'Delivery and pickup',
      questions: [
        {
          id: 'do-you-deliver',
          question: 'Do you deliver?',
          answer: (
            <>
              <p>
                Yes. Choose delivery at checkout and pay the delivery fee shown there, once per order. We
                bring rentals on the start date and collect them on the end date; purchases are delivered the
                day after you order. We’ll let you know before each delivery.
              </p>
              <p>
                Please be there at the time we give you. If we can’t hand over or collect an item, we try
                again the next day, and the missed delivery is noted on your account.
              </p>
            </>
          ),
        },
        {
          id: 'how-does-pickup-work',
          question: 'How does pickup work?',
          answer: (
            <p>
              Choose pickup at checkout and there is no delivery fee. Agree a time and place with the other
              person in <Link href={pathTo('messages')}>Messages</Link>. Check the item together when it
              changes hands; the owner marks it as handed over, and later as returned.
            </p>
          ),
        },
      ],
    },

    safety: {
      title: 'Safety and verification',
      questions: [
        {
          id: 'why-verify',
          question: 'Why do I have to verify my identity?',
          answer: (
            <>
              <p>
                So that everyone who rents, or rents out, is who they say they are. In{' '}
                <Link href={pathTo('verification')}>Verification</Link>, upload a photo of your identity
                document and a selfie. Our team checks them and lets you know. Once approved, you get a
                verified badge on your profile.
              </p>
              <p>
                If we can’t approve it, we tell you why and you can send new photos. Your documents are seen
                only by the Pinjam staff who check them, never by other members.
              </p>
            </>
          ),
        },
        {
          id: 'something-went-wrong',
          question: 'What if something goes wrong with an order?',
          answer: (
            <p>
              Open the order and choose Report an issue: damaged, not received, not as described, late return,
              or something else. The order is flagged and the other side’s payout is held while our team looks
              into it. We then close the issue, or refund part or all of the payment, and use the deposit
              where that is fair.
            </p>
          ),
        },
        {
          id: 'how-do-ratings-work',
          question: 'How do ratings work?',
          answer: (
            <p>
              When an order completes, the two of you can each rate the other once, from 1 to 5 stars with a
              few words, and the renter or buyer can rate the item. Ratings show on profiles and item pages,
              and yours are in <Link href={pathTo('my-ratings')}>Ratings</Link>. Please be fair and specific:
              it helps everyone.
            </p>
          ),
        },
      ],
    },

    account: {
      title: 'Account',
      questions: [
        {
          id: 'no-activation-email',
          question: 'I didn’t get my activation email.',
          answer: (
            <p>
              Check your spam or junk folder first. The link works once and for 24 hours. If it has expired,
              try to <Link href={pathTo('login')}>log in</Link>: we’ll offer to send you a new link.
            </p>
          ),
        },
        {
          id: 'forgot-password',
          question: 'I forgot my password.',
          answer: (
            <p>
              Choose <Link href={pathTo('password-reset')}>Forgot your password?</Link> on the login page and
              enter your email. We send a link to choose a new password; it works once and for 60 minutes.
            </p>
          ),
        },
        {
          id: 'change-or-close-account',
          question: 'How do I change my details or close my account?',
          answer: (
            <p>
              Change your name, contact details, address and bank details in{' '}
              <Link href={pathTo('my-settings')}>Settings</Link>. To close your account, email us at{' '}
              <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>. We close it once any open orders
              are finished and paid out.
            </p>
          ),
        },
      ],
    },
  },

  more: {
    title: 'Still have a question?',
    body: (
      <p>
        Email us at <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>. If it is about an order, use
        Report an issue on the order page, so we have everything we need.
      </p>
    ),
  },
} satisfies FaqContent;
