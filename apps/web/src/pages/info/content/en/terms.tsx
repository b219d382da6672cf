import { Link } from '@pinjam/ui';
import { pathTo } from '../../../../routes/paths';
import { contactEmail, type TermsContent } from '../types';

const email = <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>;

export const terms = {
  updated: '2026-11-21',
  lead: (
    <>
      These terms are the agreement between you and Pinjam when you use our website to rent, lend, buy or
      sell. Please read them; they are written to be read. Our{' '}
      <Link href={pathTo('privacy-policy')}>privacy policy</Link> explains how we handle your personal data.
    </>
  ),

  sections: {
    'about-these-terms': {
      title: 'About these terms',
      body: (
        <>
          <p>
            Pinjam is an online marketplace in Brunei Darussalam where members rent items from each other, and
            buy and sell items. In these terms, “Pinjam”, “we” and “us” mean the company that runs the
            marketplace, whose address is shown at the foot of every page. “You” means the person using
            Pinjam.
          </p>
          <p>
            An <strong>owner</strong> or <strong>seller</strong> is a member who lists an item. A{' '}
            <strong>renter</strong> or <strong>buyer</strong> is a member who rents or buys it. Many members
            are both.
          </p>
          <p>
            Pinjam provides the marketplace: listings, messages, checkout, payments, deposits, delivery,
            payouts and support. The rental or sale itself is an agreement between the owner or seller and the
            renter or buyer. We take payments on the owner’s or seller’s behalf and pass them on as these
            terms describe.
          </p>
          <p>By creating an account or placing an order, you agree to these terms.</p>
        </>
      ),
    },

    eligibility: {
      title: 'Who can use Pinjam',
      body: (
        <>
          <p>To use Pinjam you must:</p>
          <ul>
            <li>be at least 18 years old and able to enter into a binding contract;</li>
            <li>live in Brunei Darussalam, or be staying here, and use items here;</li>
            <li>not have had a Pinjam account closed by us for breaking these terms.</li>
          </ul>
          <p>
            If you use Pinjam for a business, you confirm that you may bind that business to these terms, and
            you remain responsible for any licences, registrations and taxes your business needs.
          </p>
        </>
      ),
    },

    accounts: {
      title: 'Your account',
      body: (
        <>
          <p>
            You need an account to list items, order, message other members or be paid. Give us accurate
            details and keep them up to date in <Link href={pathTo('my-settings')}>Settings</Link>. We send an
            activation link to your email address; your account works once you have followed it.
          </p>
          <p>
            Keep your password to yourself. You are responsible for what is done with your account, so tell us
            at once at {email} if you think someone else has used it. One person may hold one account.
          </p>
        </>
      ),
    },

    verification: {
      title: 'Identity verification',
      body: (
        <>
          <p>
            To rent out an item, or to request a rental, you must first verify your identity: upload a clear
            photo of a valid identity document and a selfie in{' '}
            <Link href={pathTo('verification')}>Verification</Link>. Our team approves or rejects each
            request, and gives a reason if we reject it. You may send new photos after a rejection. Buying,
            and listing items only for sale, need an activated account but no verification.
          </p>
          <p>
            A verified badge means we checked that your documents matched you when you verified. It is not an
            endorsement of you or your items. We may ask you to verify again if your details change or we have
            reason to doubt them.
          </p>
        </>
      ),
    },

    listings: {
      title: 'Listings',
      body: (
        <>
          <p>When you list an item, you promise that:</p>
          <ul>
            <li>you own it, or have the right to rent it out or sell it;</li>
            <li>
              the title, description, category, district, condition and photos are accurate and show the item
              itself;
            </li>
            <li>
              it is safe, clean, working, and comes with what a renter needs to use it (chargers, cables,
              cases, instructions);
            </li>
            <li>
              your prices, deposit, minimum and maximum days and stock are right, and you will honour the days
              the listing shows as available.
            </li>
          </ul>
          <p>
            Listing is free. You can disable, edit or delete your listings at any time; that does not cancel
            orders already placed. We may remove or disable a listing that breaks these terms, and we may show
            listings in search results, on the home page and in promotions of Pinjam.
          </p>
        </>
      ),
    },

    'rentals-and-sales': {
      title: 'Renting and buying',
      body: (
        <>
          <h3>How an order is made</h3>
          <p>
            A <strong>purchase</strong> is agreed when you complete checkout and your payment is taken. A{' '}
            <strong>rental</strong> starts as a request: at checkout your payment, and any deposit, is
            authorised but not taken. The rental is agreed when the owner accepts the request, and your
            payment is then taken. An owner has 48 hours to accept or deny a request, or until the rental’s
            start date if that is sooner; after that, the request expires and the authorisation is released.
          </p>
          <p>
            Rental periods are whole days, including the first and the last day, in Brunei time (UTC+8).
            Prices are worked out by Pinjam at checkout from the listing; the price you confirm at checkout is
            the price you pay.
          </p>
          <h3>If you rent an item, you agree to</h3>
          <ul>
            <li>use it carefully, for its intended purpose, and as the owner reasonably asks;</li>
            <li>not lend, sublet or sell it to anyone else;</li>
            <li>
              hold any licence, permit or permission its use needs, such as the rules of the Department of
              Civil Aviation for flying a drone, and follow the law while using it;
            </li>
            <li>
              return it on the end date, complete and in the condition you received it, apart from fair wear.
            </li>
          </ul>
          <h3>If you rent out or sell an item, you agree to</h3>
          <ul>
            <li>answer requests within the time allowed;</li>
            <li>have the item ready, as described, for delivery or handover on the agreed date;</li>
            <li>
              tell the renter about anything they need to know to use it safely, and about any damage it
              already has.
            </li>
          </ul>
          <p>
            A purchase completes when the buyer confirms receipt, or 3 days after delivery. A rental completes
            48 hours after the item is returned, unless an issue has been reported.
          </p>
        </>
      ),
    },

    'payments-and-fees': {
      title: 'Payments, fees and payouts',
      body: (
        <>
          <p>
            All prices on Pinjam are in Brunei dollars (B$). You pay by card or PayPal through our payment
            providers, who handle your card or PayPal details under their own terms. All payments for items
            listed on Pinjam must be made through Pinjam; asking for or making payment outside Pinjam is not
            allowed.
          </p>
          <ul>
            <li>
              <strong>Delivery fee.</strong> If you choose delivery, you pay the delivery fee shown at
              checkout, once per order.
            </li>
            <li>
              <strong>Commission.</strong> Owners and sellers pay Pinjam a commission on the line total of
              each order. The rate is set by Pinjam, is 10 % unless we tell you otherwise, and is shown on
              each order’s credit note. We give at least 30 days’ notice of a change, and a change never
              applies to orders already placed.
            </li>
            <li>
              <strong>Payouts.</strong> When an order completes, the line total less the commission becomes
              payable to the owner or seller. We pay it by bank transfer on our next payout date to the bank
              account in your settings. We can’t pay you until you give us your bank details, and we are not
              responsible for a payment sent to details you entered wrongly. Payouts are held while an issue
              on the order is open.
            </li>
          </ul>
          <p>
            Refunds go back to the card or PayPal account you paid with. You are responsible for any tax due
            on your earnings.
          </p>
        </>
      ),
    },

    'deposits-and-damage': {
      title: 'Deposits, loss and damage',
      body: (
        <>
          <p>
            An owner may ask for a deposit on a rental. It is authorised with your payment and held until the
            order completes, and then released. It is not charged unless an issue is resolved in the owner’s
            favour.
          </p>
          <p>
            If an item is returned damaged, incomplete or late, or is not returned, the owner should report an
            issue before the order completes, that is, within 48 hours of the return. We look at the evidence
            from both sides, such as photos, messages and delivery records, and may take part or all of the
            deposit to compensate the owner.
          </p>
          <p>
            The deposit is not a limit on what a renter owes. A renter is responsible for loss of or damage to
            an item while it is in their care, beyond fair wear, and for the cost of putting it right where
            the deposit does not cover it. Owners are responsible for insuring their items if they wish to.
          </p>
        </>
      ),
    },

    'delivery-and-pickup': {
      title: 'Delivery and pickup',
      body: (
        <>
          <p>
            <strong>Delivery.</strong> Pinjam collects the item from the owner and delivers it to the renter
            on the rental’s start date, and takes it back on the end date; purchases are delivered the day
            after the order. We tell you before each delivery. Please be available at the address in your
            order. If a delivery or collection cannot be made because someone is not there, we try again the
            next day and record the missed delivery on that person’s account. Repeated missed deliveries may
            lead us to limit or close an account.
          </p>
          <p>
            <strong>Pickup.</strong> If you choose pickup, you arrange the handover and return with the other
            member in Messages, and the owner marks the item as handed over and as returned. Meet somewhere
            safe and public where you can, and check the item together when it changes hands.
          </p>
        </>
      ),
    },

    cancellations: {
      title: 'Cancellations and refunds',
      body: (
        <ul>
          <li>
            A renter may cancel a rental request while it is pending, in My requests. The authorisation on
            their payment is released. The same happens when an owner denies a request, or a request expires.
          </li>
          <li>
            A rental or a purchase that has been paid for can be cancelled only before the item is sent out or
            handed over. If the owner or seller cancels, the renter or buyer gets a full refund, and a sold
            item’s stock is restored. A renter or buyer who needs to cancel should message the owner or seller
            straight away.
          </li>
          <li>
            Once an item has been sent out or handed over, an order can no longer be cancelled. If something
            is wrong, report an issue (see <Link href="#disputes">Problems and disputes</Link>).
          </li>
        </ul>
      ),
    },

    'prohibited-items': {
      title: 'Prohibited items',
      body: (
        <>
          <p>You may not list, rent out or sell:</p>
          <ul>
            <li>anything whose sale, possession or use is against the law of Brunei Darussalam;</li>
            <li>weapons, ammunition, explosives, fireworks and replicas of weapons;</li>
            <li>alcohol, tobacco, e-cigarettes and vaping products;</li>
            <li>drugs, medicines, and anything used to take drugs;</li>
            <li>stolen, counterfeit or pirated goods, or items that infringe someone else’s rights;</li>
            <li>hazardous materials, and items that have been recalled or are unsafe;</li>
            <li>live animals;</li>
            <li>gambling equipment, and adult or offensive material;</li>
            <li>official documents, personal data, accounts, vouchers or money;</li>
            <li>services rather than items, or anything you do not have in hand.</li>
          </ul>
          <p>
            We may remove any listing that we reasonably think is not suitable for Pinjam, and report illegal
            items to the authorities.
          </p>
        </>
      ),
    },

    conduct: {
      title: 'How we expect members to behave',
      body: (
        <>
          <p>Treat the people you meet on Pinjam with respect. In particular, do not:</p>
          <ul>
            <li>harass, threaten or insult anyone, or send spam;</li>
            <li>mislead other members, or pretend to be someone else;</li>
            <li>arrange payment outside Pinjam to avoid fees, deposits or our protection;</li>
            <li>post fake listings, requests or ratings, or rate yourself through another account;</li>
            <li>
              copy content from Pinjam in bulk, or interfere with how Pinjam works or with its security.
            </li>
          </ul>
        </>
      ),
    },

    ratings: {
      title: 'Ratings and reviews',
      body: (
        <p>
          When an order completes, each side may rate the other once, and the renter or buyer may rate the
          item. Ratings must be honest and about that order. Ratings and reviews are public on profiles and
          item pages. We may remove a review that is abusive, contains personal details, is about something
          else, or breaks these terms, but we do not remove reviews just because they are unfavourable.
        </p>
      ),
    },

    disputes: {
      title: 'Problems and disputes',
      body: (
        <>
          <p>
            Try to sort out small problems with the other member in Messages first. If that doesn’t work, or
            something has gone wrong, use <strong>Report an issue</strong> on the order page, choosing
            damaged, not received, not as described, late return, or other, and tell us what happened.
          </p>
          <p>
            When an issue is reported, the order is flagged and its payout is held. Our team reviews the
            order, the messages and any evidence either side gives us, and may ask you for more. We then close
            the issue, or refund part or all of the payment, and may use part or all of any deposit. We tell
            both sides the outcome.
          </p>
          <p>
            Our decision settles what happens to the money held on Pinjam. It does not take away any right you
            have under the law of Brunei Darussalam.
          </p>
        </>
      ),
    },

    liability: {
      title: 'Our responsibility to you',
      body: (
        <>
          <p>
            We work hard to keep Pinjam running and safe, but we provide it as it is and can’t promise it will
            always be available or free of errors. We do not own, inspect or insure the items listed, and are
            not responsible for their quality, safety or legality, or for what members say and do, except
            where the law makes us so.
          </p>
          <p>
            We are not liable for loss of profit, business or opportunity, or for losses we could not
            reasonably have foreseen. Apart from refunds of payments held on Pinjam, our total liability to
            you in connection with Pinjam is limited to the greater of the fees you paid us in the 12 months
            before the claim and B$100.
          </p>
          <p>
            Nothing in these terms limits liability for death or personal injury caused by negligence, for
            fraud, or any other liability that cannot be limited by law.
          </p>
        </>
      ),
    },

    termination: {
      title: 'Suspending or closing an account',
      body: (
        <>
          <p>
            You can ask us to close your account at any time by emailing {email}. We close it once your open
            orders are finished and any payout has been made.
          </p>
          <p>
            We may suspend or close an account, remove listings, or cancel orders that have not been sent out,
            if a member breaks these terms, puts others at risk, or acts fraudulently, or if the law requires
            it. A closed account can no longer sign in. Where it is safe and lawful to do so, we tell you why.
          </p>
          <p>
            The parts of these terms about payments, deposits, disputes and liability continue to apply to
            orders made before an account is closed.
          </p>
        </>
      ),
    },

    changes: {
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms as Pinjam changes. We will tell you about important changes by email or on
          the site at least 30 days before they take effect. If you keep using Pinjam after that, the new
          terms apply; orders already placed stay under the terms that applied when they were made.
        </p>
      ),
    },

    'governing-law': {
      title: 'Governing law',
      body: (
        <p>
          These terms, and any dispute about them or about your use of Pinjam, are governed by the law of
          Brunei Darussalam, and the courts of Brunei Darussalam have jurisdiction.
        </p>
      ),
    },

    contact: {
      title: 'Contact us',
      body: (
        <p>
          Questions about these terms? Email us at {email}. Our postal address is shown at the foot of every
          page.
        </p>
      ),
    },
  },
} satisfies TermsContent;
