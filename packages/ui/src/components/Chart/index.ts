export { Chart, chartVariants, type ChartProps, type ChartDatum, type ChartVariant } from './Chart';
export { monthLabel } from './months';
