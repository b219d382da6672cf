import type { Localized } from './localized';
import type { AboutContent, FaqContent, HowItWorksContent, PrivacyContent, TermsContent } from './types';
import { about as aboutEn } from './en/about';
import { faq as faqEn } from './en/faq';
import { howItWorks as howItWorksEn } from './en/howItWorks';
import { privacy as privacyEn } from './en/privacy';
import { terms as termsEn } from './en/terms';

/**
 * Each page's content per locale. A translation is a set of files under `content/<locale>/` and
 * one line per page here, e.g. `ms: aboutMs`; a page without one falls back to English.
 */
export const aboutContent: Localized<AboutContent> = { en: aboutEn };
export const howItWorksContent: Localized<HowItWorksContent> = { en: howItWorksEn };
export const faqContent: Localized<FaqContent> = { en: faqEn };
export const termsContent: Localized<TermsContent> = { en: termsEn };
export const privacyContent: Localized<PrivacyContent> = { en: privacyEn };

export { useLocalized } from './localized';
export * from './types';
