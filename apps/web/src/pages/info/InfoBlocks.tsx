import { useId, type ReactNode } from 'react';
import { useSystemDetails } from '@pinjam/api';
import { Button, Heading, LinkBase } from '@pinjam/ui';
import type { CallToAction, Point } from './content';
import { InfoSection } from './InfoLayout';
import * as styles from './InfoBlocks.css';

interface PointsSectionProps {
  id: string;
  /** The section's title and the sentence under it. */
  section: { title: string; intro: ReactNode };
  points: readonly Point[];
  layout: 'cards' | 'stacked';
}

/** A section that says a sentence, then lists its points (why borrow, trust, renting, lending). */
export function PointsSection({ id, section: { title, intro }, points, layout }: PointsSectionProps) {
  return (
    <InfoSection id={id} title={title} after={<PointList points={points} layout={layout} />}>
      {intro}
    </InfoSection>
  );
}

/** Titled points under a section: cards side by side where there is room, or a stacked list. */
export function PointList({ points, layout }: { points: readonly Point[]; layout: 'cards' | 'stacked' }) {
  return (
    <div className={styles.pointsContainer}>
      <ul role="list" className={styles.pointList({ layout })}>
        {points.map((point) => (
          <li key={point.title} className={styles.point({ layout })}>
            <h3 className={styles.pointTitle}>{point.title}</h3>
            <p className={styles.pointText}>{point.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Numbered steps: an ordered list, each step with a title (h3) and its explanation. */
export function StepList({ steps }: { steps: readonly Point[] }) {
  return (
    <div className={styles.stepsContainer}>
      <ol role="list" className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden>
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <div className={styles.stepText}>{step.text}</div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A closing invitation: a title, a line of text and one or two links styled as buttons. */
export function CallToActionPanel({ cta }: { cta: CallToAction }) {
  const titleId = useId();
  return (
    <section className={styles.cta} aria-labelledby={titleId}>
      <Heading level={2} size={3} id={titleId}>
        {cta.title}
      </Heading>
      <p className={styles.ctaText}>{cta.text}</p>
      <div className={styles.ctaActions}>
        {cta.actions.map((action, index) => (
          <Button key={action.href} asChild tone={index === 0 ? 'primary' : 'neutral'}>
            <LinkBase href={action.href}>{action.label}</LinkBase>
          </Button>
        ))}
      </div>
    </section>
  );
}

/** The company's address from the system details, as the footer shows it; nothing until they exist. */
export function CompanyAddress({ label }: { label: string }) {
  const { data } = useSystemDetails();
  const details = data?.details;
  if (!details) return null;
  const lines = [
    details.address_line_1,
    details.address_line_2,
    details.address_line_3,
    [details.post_code, details.city].filter(Boolean).join(' '),
    [details.district, details.country].filter(Boolean).join(', '),
  ].filter((line): line is string => Boolean(line?.trim()));
  if (lines.length === 0) return null;
  return (
    <address className={styles.address}>
      <p className={styles.addressLabel}>{label}</p>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}
