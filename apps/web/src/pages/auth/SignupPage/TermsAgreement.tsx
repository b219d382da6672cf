import { forwardRef, type ReactNode } from 'react';
import { Checkbox, Link, useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { accountMessages } from '../messages';

/** 'I agree to the {terms} and {privacy}' with the placeholders turned into the pages' links. */
function agreement(template: string, links: Record<'terms' | 'privacy', ReactNode>): ReactNode[] {
  return template
    .split(/\{(terms|privacy)\}/)
    .map((part, index) => (index % 2 ? <span key={part}>{links[part as 'terms' | 'privacy']}</span> : part));
}

export interface TermsAgreementProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
}

/**
 * The signup form's required box: 'I agree to the Terms of Service and Privacy Policy', each a
 * link to its page (opened in a new tab, so nothing typed is lost). Its message shows beside it.
 */
export const TermsAgreement = forwardRef<HTMLButtonElement, TermsAgreementProps>(function TermsAgreement(
  { checked, onCheckedChange, error },
  ref,
) {
  const t = useMessages(accountMessages);
  const label = agreement(t.agreeToTerms, {
    terms: (
      <Link href={pathTo('terms-of-service')} external>
        {t.termsOfService}
      </Link>
    ),
    privacy: (
      <Link href={pathTo('privacy-policy')} external>
        {t.privacyPolicy}
      </Link>
    ),
  });
  return (
    <Checkbox
      ref={ref}
      name="terms"
      value="accepted"
      required
      checked={checked}
      onCheckedChange={(next) => onCheckedChange(next === true)}
      label={label}
      error={error}
    />
  );
});
