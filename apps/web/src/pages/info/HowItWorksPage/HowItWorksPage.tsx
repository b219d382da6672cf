import { useMessages } from '@pinjam/ui';
import { howItWorksContent, useLocalized } from '../content';
import { CallToActionPanel, PointsSection, StepList } from '../InfoBlocks';
import { InfoLayout, InfoSection } from '../InfoLayout';
import { infoMessages } from '../messages';

/** /how-it-works: the seed's three numbered steps, then renting, lending and fees in detail. */
export default function HowItWorksPage() {
  const t = useMessages(infoMessages);
  const content = useLocalized(howItWorksContent);
  return (
    <InfoLayout title={t.howItWorks} lead={content.lead}>
      <InfoSection id="steps" title={content.steps.title} after={<StepList steps={content.steps.items} />} />
      <PointsSection
        id="renting-and-buying"
        section={content.renters}
        points={content.renters.points}
        layout="stacked"
      />
      <PointsSection
        id="lending-and-selling"
        section={content.owners}
        points={content.owners.points}
        layout="stacked"
      />
      <InfoSection id="fees" title={content.fees.title}>
        {content.fees.body}
      </InfoSection>
      <CallToActionPanel cta={content.cta} />
    </InfoLayout>
  );
}
