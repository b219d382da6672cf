import { useMessages } from '@pinjam/ui';
import type { LegalContent } from './content';
import { InfoLayout, InfoSection, LastUpdated } from './InfoLayout';
import { infoMessages } from './messages';

/**
 * A numbered legal document (terms, privacy): the date it last changed, a table of contents and
 * its sections in the order of `ids`. The contents and the anchors come from the same list, so
 * every link has its section.
 */
export function LegalDocument<Id extends string>({
  title,
  ids,
  content,
}: {
  title: string;
  ids: readonly Id[];
  content: LegalContent<Id>;
}) {
  const t = useMessages(infoMessages);
  const sections = ids.map((id) => ({ id, ...content.sections[id] }));
  return (
    <InfoLayout
      title={title}
      lead={content.lead}
      meta={<LastUpdated date={content.updated} />}
      toc={{ label: t.contents, entries: sections, numbered: true }}
    >
      {sections.map((section, index) => (
        <InfoSection key={section.id} id={section.id} number={index + 1} title={section.title}>
          {section.body}
        </InfoSection>
      ))}
    </InfoLayout>
  );
}
