import { useMessages } from '@pinjam/ui';
import { termsContent, termsSectionIds, useLocalized } from '../content';
import { LegalDocument } from '../LegalDocument';
import { infoMessages } from '../messages';

/** /terms-of-service */
export default function TermsOfServicePage() {
  const t = useMessages(infoMessages);
  const content = useLocalized(termsContent);
  return <LegalDocument title={t.termsOfService} ids={termsSectionIds} content={content} />;
}
