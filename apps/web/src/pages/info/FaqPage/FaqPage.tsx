import { useMessages } from '@pinjam/ui';
import { faqContent, faqGroupIds, useLocalized } from '../content';
import { FaqList } from './FaqList';
import { InfoLayout, InfoSection } from '../InfoLayout';
import { infoMessages } from '../messages';

/** /faq: questions in groups, each answer opening in place; the groups listed as topics. */
export default function FaqPage() {
  const t = useMessages(infoMessages);
  const content = useLocalized(faqContent);
  const groups = faqGroupIds.map((id) => ({ id, ...content.groups[id] }));
  return (
    <InfoLayout
      title={t.faq}
      lead={content.lead}
      toc={{ label: t.topics, entries: groups.map(({ id, title }) => ({ id, title })) }}
    >
      {groups.map((group) => (
        <InfoSection
          key={group.id}
          id={group.id}
          title={group.title}
          after={<FaqList questions={group.questions} />}
        />
      ))}
      <InfoSection id="more-questions" title={content.more.title}>
        {content.more.body}
      </InfoSection>
    </InfoLayout>
  );
}
