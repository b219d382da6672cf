import type { ReactNode } from 'react';

/**
 * The shape of each information page's content. Every locale's module (`content/<locale>/…`)
 * satisfies one of these, so a translation that misses a part fails the type check.
 */

/** A titled point: a reason, a feature, a step. */
export interface Point {
  title: string;
  text: ReactNode;
}

/** A closing invitation with one or two links styled as buttons. */
export interface CallToAction {
  title: string;
  text: ReactNode;
  actions: readonly { label: string; href: string }[];
}

export interface AboutContent {
  lead: ReactNode;
  whoWeAre: { title: string; body: ReactNode };
  why: { title: string; intro: ReactNode; reasons: readonly Point[] };
  trust: { title: string; intro: ReactNode; points: readonly Point[] };
  /** The address itself comes from the system details, as in the footer. */
  company: { title: string; body: ReactNode; addressLabel: string };
  cta: CallToAction;
}

export interface HowItWorksContent {
  lead: ReactNode;
  /** The seed's three numbered steps, in order. */
  steps: { title: string; items: readonly [Point, Point, Point] };
  renters: { title: string; intro: ReactNode; points: readonly Point[] };
  owners: { title: string; intro: ReactNode; points: readonly Point[] };
  fees: { title: string; body: ReactNode };
  cta: CallToAction;
}

/** FAQ groups in display order; the ids are the anchors (/faq#renting) in every language. */
export const faqGroupIds = [
  'renting',
  'buying',
  'listing',
  'payments',
  'delivery',
  'safety',
  'account',
] as const;
export type FaqGroupId = (typeof faqGroupIds)[number];

export interface FaqQuestion {
  /** A stable anchor, the same in every language. */
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqContent {
  lead: ReactNode;
  groups: Record<FaqGroupId, { title: string; questions: readonly FaqQuestion[] }>;
  more: { title: string; body: ReactNode };
}

/** A legal document: sections in the order of its id list; ids are the anchors in every language. */
export interface LegalContent<Id extends string> {
  /** When this text last changed, as a calendar date 'yyyy-mm-dd'. */
  updated: string;
  lead: ReactNode;
  sections: Record<Id, { title: string; body: ReactNode }>;
}

export const termsSectionIds = [
  'about-these-terms',
  'eligibility',
  'accounts',
  'verification',
  'listings',
  'rentals-and-sales',
  'payments-and-fees',
  'deposits-and-damage',
  'delivery-and-pickup',
  'cancellations',
  'prohibited-items',
  'conduct',
  'ratings',
  'disputes',
  'liability',
  'termination',
  'changes',
  'governing-law',
  'contact',
] as const;
export type TermsSectionId = (typeof termsSectionIds)[number];
export type TermsContent = LegalContent<TermsSectionId>;

export const privacySectionIds = [
  'who-we-are',
  'what-we-collect',
  'how-we-use-it',
  'what-others-see',
  'sharing',
  'cookies-and-local-storage',
  'retention',
  'security',
  'your-rights',
  'children',
  'international-transfers',
  'changes',
  'contact',
] as const;
export type PrivacySectionId = (typeof privacySectionIds)[number];
export type PrivacyContent = LegalContent<PrivacySectionId>;

/** The address the pages give for questions: the footer's email. */
export const contactEmail = 'hello@pinjam.bn';
