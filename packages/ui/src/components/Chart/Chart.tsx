import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { useId, useState, type PointerEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useDomain } from '../../domain';
import { useMessages } from '../../i18n';
import { ErrorState } from '../ErrorState';
import { Skeleton } from '../Skeleton';
import { chartMessages } from './Chart.messages';
import { ChartDataTable } from './ChartDataTable';
import { ChartMarks } from './ChartMarks';
import { chartExtremes, chartLayout, chartMargin } from './chartLayout';
import * as styles from './Chart.css';

export const chartVariants = ['bar', 'line', 'area'] as const;
export type ChartVariant = (typeof chartVariants)[number];

/** One bar or point: a label on the x axis (e.g. 'Mar') and a value (integer cents for money). */
export interface ChartDatum {
  label: string;
  value: number;
}

export interface ChartProps {
  data: readonly ChartDatum[];
  /** The chart's name: its caption, and what screen readers call the picture. */
  title: string;
  /** Keep the caption for screen readers only, e.g. under a heading that says the same. */
  titleHidden?: boolean;
  /** Said with the picture; a summary of the highest and lowest values unless told. */
  description?: string;
  variant?: ChartVariant;
  /** Pixels; the width follows the container. */
  height?: number;
  /** How values are written on the axis, the tooltip and the table: money (the domain's `formatMoney`, from `DomainProvider`) unless told. */
  formatValue?: (value: number) => string;
  /** The data table's column headers, for screen readers: 'Month' and 'Amount' unless told. */
  labelHeader?: string;
  valueHeader?: string;
  loading?: boolean;
  /** Loading failed: a message (or true for the generic one), with 'Try again' when `onRetry`. */
  error?: ReactNode;
  onRetry?: () => void;
  /** In place of an empty chart: a sentence unless told. */
  empty?: ReactNode;
  className?: string;
}

/**
 * Money by month (or any value by label) as bars, a line or an area. The picture is one image to
 * screen readers, named by the title and described by a summary; the numbers themselves are in a
 * visually hidden table beside it. Hovering shows a value.
 */
export function Chart({
  data,
  title,
  titleHidden = false,
  description,
  variant = 'bar',
  height = 240,
  formatValue: givenFormat,
  labelHeader,
  valueHeader,
  loading = false,
  error,
  onRetry,
  empty,
  className,
}: ChartProps) {
  const t = useMessages(chartMessages);
  const { formatMoney } = useDomain();
  const formatValue = givenFormat ?? ((value: number) => formatMoney(Math.round(value)));
  const id = useId();
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const [active, setActive] = useState<number | null>(null);
  const state = error ? 'error' : loading ? 'loading' : data.length === 0 ? 'empty' : 'ready';

  const { y, ticks, left, innerWidth, innerHeight, band, point, labelTicks, xOf } = chartLayout({
    data,
    variant,
    width,
    height,
    formatValue,
  });
  const { high, low } = chartExtremes(data);
  const summary =
    description ??
    (high && low
      ? t.summary({
          highLabel: high.label,
          high: formatValue(high.value),
          lowLabel: low.label,
          low: formatValue(low.value),
          count: data.length,
        })
      : '');

  // The nearest label to the pointer is the one the tooltip shows.
  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    let nearest = 0;
    data.forEach((datum, index) => {
      if (Math.abs(xOf(datum) - x) < Math.abs(xOf(data[nearest]!) - x)) nearest = index;
    });
    setActive(nearest);
  };

  const activeDatum = active === null ? undefined : data[active];

  return (
    <figure className={clsx(styles.figure, className)} data-state={state} data-variant={variant}>
      <figcaption id={`${id}-title`} className={titleHidden ? undefined : styles.caption}>
        {titleHidden ? <VisuallyHidden>{title}</VisuallyHidden> : title}
      </figcaption>
      <div ref={parentRef} className={styles.plot} style={{ height }}>
        {state === 'loading' && (
          <>
            <Skeleton shape="rect" height={height} />
            <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
          </>
        )}
        {state === 'error' && (
          <ErrorState
            layout="inline"
            headingLevel={3}
            title={error === true ? t.failed : error}
            onRetry={onRetry}
          />
        )}
        {state === 'empty' && (
          <div className={styles.message} style={{ height }}>
            {empty ?? t.empty}
          </div>
        )}
        {state === 'ready' && width > 0 && (
          <>
            <svg
              role="img"
              aria-labelledby={`${id}-title`}
              aria-describedby={summary ? `${id}-summary` : undefined}
              width={width}
              height={height}
              className={styles.svg}
            >
              <Group left={left} top={chartMargin.top}>
                {ticks.map((tick) => (
                  <line key={tick} className={styles.grid} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
                ))}
                <ChartMarks
                  data={data}
                  variant={variant}
                  active={active}
                  layout={{ y, band, innerHeight, xOf }}
                />
                <AxisLeft
                  scale={y}
                  tickValues={ticks}
                  tickFormat={(value) => formatValue(Number(value))}
                  hideTicks
                  hideAxisLine
                  tickLabelProps={() => ({
                    className: styles.tickLabel,
                    textAnchor: 'end',
                    dx: -6,
                    dy: '0.33em',
                  })}
                />
                <AxisBottom
                  top={innerHeight}
                  scale={variant === 'bar' ? band : point}
                  tickValues={labelTicks}
                  hideTicks
                  axisLineClassName={styles.axisLine}
                  tickLabelProps={() => ({ className: styles.tickLabel, textAnchor: 'middle' })}
                />
                <rect
                  width={innerWidth}
                  height={innerHeight}
                  fill="transparent"
                  onPointerMove={onPointerMove}
                  onPointerLeave={() => setActive(null)}
                />
              </Group>
            </svg>
            {activeDatum && (
              <div
                className={styles.tooltip}
                style={{ left: left + xOf(activeDatum), top: chartMargin.top + y(activeDatum.value) }}
                aria-hidden
              >
                {activeDatum.label}{' '}
                <span className={styles.tooltipValue}>{formatValue(activeDatum.value)}</span>
              </div>
            )}
          </>
        )}
      </div>
      {state === 'ready' && (
        <ChartDataTable
          data={data}
          title={title}
          summary={summary}
          summaryId={`${id}-summary`}
          formatValue={formatValue}
          labelHeader={labelHeader}
          valueHeader={valueHeader}
        />
      )}
    </figure>
  );
}
