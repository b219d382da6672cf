export { Stat, statTrends, statSentiments, type StatProps, type StatTrend, type StatSentiment } from './Stat';
