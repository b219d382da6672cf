import { Link } from '@pinjam/ui';
import { pathTo } from '../../../../routes/paths';
import { contactEmail, type PrivacyContent } from '../types';

const email = <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>;

export const privacy = {
  updated: '2026-11-21',
  lead: (
    <>
      This policy explains what personal data Pinjam collects when you use our marketplace, why, who we share
      it with, and the choices you have. It goes with our{' '}
      <Link href={pathTo('terms-of-service')}>terms of service</Link>.
    </>
  ),

  sections: {
    'who-we-are': {
      title: 'Who we are',
      body: (
        <p>
          Pinjam runs an online marketplace in Brunei Darussalam for renting, buying and selling items. We
          decide how and why your personal data is used on Pinjam, and we look after it in line with the data
          protection law of Brunei Darussalam. Our address is shown at the foot of every page, and you can
          reach us at {email}.
        </p>
      ),
    },

    'what-we-collect': {
      title: 'What we collect',
      body: (
        <>
          <h3>Your account</h3>
          <p>
            Your name, email address and password when you sign up. We store the password only in a scrambled
            (hashed) form that no one, including us, can read back.
          </p>
          <h3>Your profile and settings</h3>
          <p>
            What you choose to add: a photo, a short bio, your date of birth, address, district and telephone
            number, and the bank name and account number we pay you to.
          </p>
          <h3>Identity verification</h3>
          <p>
            If you verify your identity, a photo of your identity document and a selfie, and the result of our
            check, including the reason if we could not approve it.
          </p>
          <h3>Listings</h3>
          <p>
            The items you list: descriptions, prices, district, stock and photos. When you upload a photo we
            remove its hidden data, such as where and when it was taken.
          </p>
          <h3>Orders and activity</h3>
          <p>
            Your cart, requests, orders and their dates, delivery or pickup choices, delivery records
            (including missed deliveries), issues you report or that are reported about your orders, ratings
            and reviews, and your activity on Pinjam.
          </p>
          <h3>Messages</h3>
          <p>The messages you exchange with other members through Pinjam.</p>
          <h3>Payments</h3>
          <p>
            Payments are handled by our payment providers: card payments by our card processor, and PayPal
            payments by PayPal. You give your card or PayPal details to them, not to us. We receive what we
            need to keep our records: the amount, the date, the status and a reference, and sometimes the card
            type and its last four digits. We never see or store your full card number.
          </p>
          <h3>Technical data</h3>
          <p>
            When you use Pinjam, our servers record technical details such as your IP address, browser type,
            the pages you request and when, and errors. We use them to keep Pinjam working and secure.
          </p>
        </>
      ),
    },

    'how-we-use-it': {
      title: 'How we use it',
      body: (
        <>
          <p>We use your personal data to:</p>
          <ul>
            <li>create and run your account, and keep you signed in;</li>
            <li>check your identity before you rent or rent out items;</li>
            <li>show your listings, and help people find items by search, category, district and date;</li>
            <li>
              take payments, hold and release deposits, pay owners and sellers, and issue invoices and credit
              notes;
            </li>
            <li>arrange deliveries and collections;</li>
            <li>
              send you notifications and emails about your account and orders: activation, password resets,
              requests and answers, payments, deliveries, payouts, verification results and reported issues;
            </li>
            <li>look into reported issues and complaints, and resolve disputes;</li>
            <li>prevent fraud, abuse and breaches of our terms, and keep Pinjam secure;</li>
            <li>understand how Pinjam is used, so we can improve it;</li>
            <li>keep the records the law requires, and respond to lawful requests.</li>
          </ul>
          <p>
            We use it because we need it to provide the service you asked for, because the law requires it, or
            because we have a legitimate reason, such as keeping members safe, that does not override your
            interests. We do not sell your personal data, and we do not use it for advertising by others.
          </p>
        </>
      ),
    },

    'what-others-see': {
      title: 'What other members see',
      body: (
        <>
          <p>
            Your public profile shows your name, photo, bio, district, when you joined, whether you are
            verified, your ratings and reviews, and your active listings. Your listings are public, and so are
            the ratings and reviews you write.
          </p>
          <p>
            When you place or receive an order, the other member also sees the order’s details and your
            messages, and what is needed to hand the item over. We never show other members your email
            address, bank details or identity documents.
          </p>
        </>
      ),
    },

    sharing: {
      title: 'Who we share it with',
      body: (
        <>
          <p>We share personal data only as needed, with:</p>
          <ul>
            <li>the member on the other side of your order, as described above;</li>
            <li>our payment providers, to take payments, hold deposits and make refunds;</li>
            <li>
              companies that run parts of Pinjam for us, such as hosting, email delivery and real-time
              notifications, under contracts that let them use the data only to provide their service to us;
            </li>
            <li>
              the people who make our deliveries, who receive the names, addresses and items for each
              delivery;
            </li>
            <li>
              the police, courts and other authorities in Brunei Darussalam when the law requires it, or when
              it is needed to protect someone’s safety or to stop fraud;
            </li>
            <li>a buyer of our business, if Pinjam is ever sold, who would have to keep to this policy.</li>
          </ul>
          <p>
            Pinjam staff can see the information they need to do their jobs. Only the staff who check
            verifications see identity documents. Staff read messages only when looking into a reported issue,
            a complaint, or suspected fraud or abuse.
          </p>
        </>
      ),
    },

    'cookies-and-local-storage': {
      title: 'Cookies and local storage',
      body: (
        <>
          <p>
            Pinjam keeps a small amount of information in your browser’s local storage: your signed-in
            session, so you stay logged in, and your cart, so it is still there when you come back. Signing
            out removes your session.
          </p>
          <p>
            We do not use advertising or tracking cookies. Our payment providers may use their own cookies
            when you pay on their pages, to process your payment and to prevent fraud.
          </p>
        </>
      ),
    },

    retention: {
      title: 'How long we keep it',
      body: (
        <>
          <p>We keep personal data only as long as we need it:</p>
          <ul>
            <li>account and profile data, for as long as your account is open;</li>
            <li>
              identity documents, while your account is open, and for no more than 12 months after it is
              closed, in case of a dispute;
            </li>
            <li>
              orders, payments, invoices, credit notes and payouts, for seven years, because the law requires
              us to keep financial records;
            </li>
            <li>
              messages and reported issues, for two years after the order they relate to, then they are
              deleted;
            </li>
            <li>technical logs, for up to 90 days, unless we need them to look into a security problem.</li>
          </ul>
          <p>
            When you close your account, we delete or anonymise your data within 30 days, except what we must
            keep for the reasons above. Your reviews stay on other members’ profiles, without your name.
          </p>
        </>
      ),
    },

    security: {
      title: 'How we protect it',
      body: (
        <p>
          Pinjam is served only over encrypted connections. Passwords are hashed, sessions expire and can be
          signed out, identity documents are kept apart and seen only by the staff who check them, and access
          to personal data is limited to those who need it. No system is perfectly secure, so please use a
          strong password of your own, and tell us straight away at {email} if you notice anything suspicious.
        </p>
      ),
    },

    'your-rights': {
      title: 'Your rights and choices',
      body: (
        <>
          <p>You can:</p>
          <ul>
            <li>
              see and correct most of your data yourself, in{' '}
              <Link href={pathTo('my-settings')}>Settings</Link> and on your listings;
            </li>
            <li>ask us for a copy of the personal data we hold about you;</li>
            <li>ask us to correct data that is wrong or incomplete;</li>
            <li>ask us to delete your data, apart from what the law requires us to keep;</li>
            <li>
              withdraw your consent where we rely on it, for example by asking us to delete your verification
              photos; you will then not be able to rent or rent out items until you verify again.
            </li>
          </ul>
          <p>
            To use any of these rights, email us at {email} from the address on your account. We reply within
            30 days. If you are not satisfied with our answer, you may complain to the authority responsible
            for data protection in Brunei Darussalam.
          </p>
        </>
      ),
    },

    children: {
      title: 'Children',
      body: (
        <p>
          Pinjam is for adults aged 18 and over. We do not knowingly collect data from children; if you think
          a child has given us personal data, please tell us and we will delete it.
        </p>
      ),
    },

    'international-transfers': {
      title: 'Data outside Brunei',
      body: (
        <p>
          Some of the companies that help us run Pinjam, including our payment providers, process data outside
          Brunei Darussalam. When they do, we make sure the data is protected to a standard comparable to this
          policy, through contracts and by choosing providers with strong security.
        </p>
      ),
    },

    changes: {
      title: 'Changes to this policy',
      body: (
        <p>
          We update this policy when Pinjam or the law changes. The date at the top shows when it last
          changed. If a change is important, we tell you by email or on the site before it takes effect.
        </p>
      ),
    },

    contact: {
      title: 'Contact us',
      body: (
        <p>
          For any question about this policy or your personal data, email us at {email}, or write to us at the
          address shown at the foot of every page.
        </p>
      ),
    },
  },
} satisfies PrivacyContent;
