import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import type { ChartDatum, ChartVariant } from './Chart';

export const chartMargin = { top: 12, right: 12, bottom: 28 };

interface ChartLayoutInput {
  data: readonly ChartDatum[];
  variant: ChartVariant;
  width: number;
  height: number;
  formatValue: (value: number) => string;
}

/**
 * Where everything goes, from the data and the room: the value scale and its whole-number ticks,
 * the left margin wide enough for the longest tick, the label scale (bands for bars, points for
 * lines) and which labels fit under the axis.
 */
export function chartLayout({ data, variant, width, height, formatValue }: ChartLayoutInput) {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const y = scaleLinear<number>({ domain: [0, max || 1], nice: 4 });
  const ticks = y.ticks(4).filter((tick) => Number.isInteger(tick));
  const tickWidth = Math.max(...ticks.map((tick) => formatValue(tick).length)) * 7 + 12;
  const left = Math.min(Math.max(tickWidth, 40), 120);
  const innerWidth = Math.max(width - left - chartMargin.right, 0);
  const innerHeight = height - chartMargin.top - chartMargin.bottom;
  y.range([innerHeight, 0]);
  const labels = data.map((datum) => datum.label);
  const band = scaleBand<string>({ domain: labels, range: [0, innerWidth], padding: 0.3 });
  const point = scalePoint<string>({ domain: labels, range: [0, innerWidth], padding: 0.5 });
  // Every label when they fit (about 40px each), else every second, third…
  const labelStep = Math.max(1, Math.ceil(labels.length / Math.max(1, Math.floor(innerWidth / 40))));
  const labelTicks = labels.filter((_, index) => index % labelStep === 0);
  const xOf = (datum: ChartDatum) =>
    variant === 'bar' ? (band(datum.label) ?? 0) + band.bandwidth() / 2 : (point(datum.label) ?? 0);
  return { y, ticks, left, innerWidth, innerHeight, band, point, labelTicks, xOf };
}

/** The highest and the lowest datum (the first of equals), for the summary. */
export function chartExtremes(data: readonly ChartDatum[]) {
  const high = data.reduce<ChartDatum | undefined>(
    (best, datum) => (!best || datum.value > best.value ? datum : best),
    undefined,
  );
  const low = data.reduce<ChartDatum | undefined>(
    (best, datum) => (!best || datum.value < best.value ? datum : best),
    undefined,
  );
  return { high, low };
}
