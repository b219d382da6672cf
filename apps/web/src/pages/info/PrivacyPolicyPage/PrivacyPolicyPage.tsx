import { useMessages } from '@pinjam/ui';
import { privacyContent, privacySectionIds, useLocalized } from '../content';
import { LegalDocument } from '../LegalDocument';
import { infoMessages } from '../messages';

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  const t = useMessages(infoMessages);
  const content = useLocalized(privacyContent);
  return <LegalDocument title={t.privacyPolicy} ids={privacySectionIds} content={content} />;
}
