import { useMessages } from '@pinjam/ui';
import { aboutContent, useLocalized } from '../content';
import { CallToActionPanel, CompanyAddress, PointsSection } from '../InfoBlocks';
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
      <PointsSection id="why-borrow" section={content.why} points={content.why.reasons} layout="cards" />
      <PointsSection
        id="trust-and-safety"
        section={content.trust}
        points={content.trust.points}
        layout="stacked"
      />
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
