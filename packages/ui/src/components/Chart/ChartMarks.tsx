import { AreaClosed, Bar, LinePath } from '@visx/shape';
import type { ChartDatum, ChartVariant } from './Chart';
import type { chartLayout } from './chartLayout';
import * as styles from './Chart.css';

interface ChartMarksProps {
  data: readonly ChartDatum[];
  variant: ChartVariant;
  /** The datum under the pointer, drawn as active. */
  active: number | null;
  layout: Pick<ReturnType<typeof chartLayout>, 'y' | 'band' | 'innerHeight' | 'xOf'>;
}

/** The data drawn: a bar per datum, or a line through points (over a filled area for 'area'). */
export function ChartMarks({
  data,
  variant,
  active,
  layout: { y, band, innerHeight, xOf },
}: ChartMarksProps) {
  return (
    <>
      {variant === 'bar' &&
        data.map((datum, index) => (
          <Bar
            key={datum.label}
            className={styles.bar}
            data-state={index === active ? 'active' : 'idle'}
            x={band(datum.label)}
            y={y(datum.value)}
            width={band.bandwidth()}
            height={innerHeight - y(datum.value)}
            rx={Math.min(4, band.bandwidth() / 4)}
          />
        ))}
      {variant === 'area' && (
        <AreaClosed<ChartDatum>
          className={styles.area}
          data={[...data]}
          x={xOf}
          y={(datum) => y(datum.value)}
          yScale={y}
        />
      )}
      {variant !== 'bar' && (
        <>
          <LinePath<ChartDatum>
            className={styles.line}
            data={[...data]}
            x={xOf}
            y={(datum) => y(datum.value)}
          />
          {data.map((datum, index) => (
            <circle
              key={datum.label}
              className={styles.point}
              data-state={index === active ? 'active' : 'idle'}
              cx={xOf(datum)}
              cy={y(datum.value)}
              r={4}
            />
          ))}
        </>
      )}
    </>
  );
}
