import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useMessages } from '../../i18n';
import type { ChartDatum } from './Chart';
import { chartMessages } from './Chart.messages';

interface ChartDataTableProps {
  data: readonly ChartDatum[];
  title: string;
  summary: string;
  summaryId: string;
  formatValue: (value: number) => string;
  labelHeader?: string;
  valueHeader?: string;
}

/** The chart's numbers for screen readers: its summary, then every value in a hidden table. */
export function ChartDataTable({
  data,
  title,
  summary,
  summaryId,
  formatValue,
  labelHeader,
  valueHeader,
}: ChartDataTableProps) {
  const t = useMessages(chartMessages);
  return (
    <VisuallyHidden>
      {summary && <p id={summaryId}>{summary}</p>}
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader ?? t.month}</th>
            <th scope="col">{valueHeader ?? t.amount}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.label}</th>
              <td>{formatValue(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
