import { i18n, params } from '../../i18n';

/** The chart's texts: its states, the hidden table's headers and the summary read with it. */
export const chartMessages = i18n('Chart', {
  month: 'Month',
  amount: 'Amount',
  empty: 'Nothing to show for this period yet',
  loading: 'Loading chart',
  failed: 'The chart could not be loaded',
  summary: params('Highest: {highLabel}, {high}. Lowest: {lowLabel}, {low}. {count} values.'),
});
