import { useMessages } from '@pinjam/ui';
import { aboutContent, useLocalized } from '../content';
import { CallToActionPanel, CompanyAddress, PointList } from '../InfoBlocks';
import { InfoLayout, InfoSection } from '../InfoLayout';
import { infoMessages } from '../messages';

/** /about-us: who we are, why borrowing beats buying, trust and safety, the company. */
export default function AboutUsPage() {
  const t = useMessages(infoMessages);
  const content = useLocalized(aboutContent);
  return (
    <InfoLayout title={t.aboutUs} lead={content.lead}>
      <InfoSection id="who-we-are" title={content.whoWeAre.title}>
        {content.whoWeAre.body}
      </InfoSection>
      <InfoSection
        id="why-borrow"
        title={content.why.title}
        after={<PointList points={content.why.reasons} layout="cards" />}
      >
        {content.why.intro}
      </InfoSection>
      <InfoSection
        id="trust-and-safety"
        title={content.trust.title}
        after={<PointList points={content.trust.points} layout="stacked" />}
      >
        {content.trust.intro}
      </InfoSection>
      <InfoSection
        id="the-company"
        title={content.company.title}
        after={<CompanyAddress label={content.company.addressLabel} />}
      >
        {content.company.body}
      </InfoSection>
      <CallToActionPanel cta={content.cta} />
    </InfoLayout>
  );
}
