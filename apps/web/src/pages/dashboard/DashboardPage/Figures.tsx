// What both dashboards are made of: figure cards and a chart under its heading.
import { Chart, Heading, Stat, type ChartProps } from '@pinjam/ui';
import type { ReactNode } from 'react';
import * as styles from './DashboardPage.css';

export interface Figure {
  label: string;
  /** Undefined while loading. */
  value: string | number | undefined;
  change?: ReactNode;
}

/** The figures as cards, a list named `label`; placeholders while `loading`. */
export function FigureCards({
  label,
  figures,
  loading,
}: {
  label: string;
  figures: Figure[];
  loading: boolean;
}) {
  return (
    <ul className={styles.stats} aria-label={label}>
      {figures.map((figure) => (
        <li key={figure.label}>
          <Stat
            label={figure.label}
            value={String(figure.value ?? '')}
            change={figure.change}
            sentiment="neutral"
            loading={loading}
          />
        </li>
      ))}
    </ul>
  );
}

/** A chart in a section headed by its title (the chart's own caption is for screen readers). */
export function ChartSection({ id, ...chart }: ChartProps & { id: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading level={2} size={4} id={id}>
        {chart.title}
      </Heading>
      <Chart {...chart} titleHidden />
    </section>
  );
}
